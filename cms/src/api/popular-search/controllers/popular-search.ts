import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::popular-search.popular-search');
