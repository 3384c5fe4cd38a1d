import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::dld-area.dld-area');
