import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::market-import.market-import');
