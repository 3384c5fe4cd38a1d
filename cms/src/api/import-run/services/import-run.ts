import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::import-run.import-run');
