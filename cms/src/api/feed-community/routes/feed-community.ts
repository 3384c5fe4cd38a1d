import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::feed-community.feed-community');
