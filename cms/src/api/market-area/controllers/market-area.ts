import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::market-area.market-area');
