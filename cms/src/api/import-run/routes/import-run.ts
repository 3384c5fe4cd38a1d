import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::import-run.import-run');
