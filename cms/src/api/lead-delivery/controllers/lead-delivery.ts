import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::lead-delivery.lead-delivery');
