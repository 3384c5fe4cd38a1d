import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::dld-area.dld-area');
