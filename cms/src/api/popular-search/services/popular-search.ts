import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::popular-search.popular-search');
