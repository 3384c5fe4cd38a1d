import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::market-import.market-import');
