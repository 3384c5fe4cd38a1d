import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::dld-area.dld-area');
