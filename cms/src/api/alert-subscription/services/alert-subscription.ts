import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::alert-subscription.alert-subscription');
