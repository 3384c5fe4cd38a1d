import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::feed-community.feed-community');
