import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::feed-community.feed-community');
