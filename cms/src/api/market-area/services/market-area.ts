import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::market-area.market-area');
