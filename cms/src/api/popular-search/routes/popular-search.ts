import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::popular-search.popular-search');
