import { factories } from '@strapi/strapi';

// Read and edited by editors in the admin panel (and full-access automation tokens); no
// public or build-token permission is ever granted (src/token.ts leaves it out).
export default factories.createCoreRouter('api::lead-delivery.lead-delivery');
