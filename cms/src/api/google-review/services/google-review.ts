import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::google-review.google-review');
