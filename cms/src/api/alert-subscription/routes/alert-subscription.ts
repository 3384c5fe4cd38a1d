import { factories } from '@strapi/strapi';

// Editors read and edit subscriptions in the admin panel; no public or build-token
// permission is ever granted (src/token.ts leaves the type out).
export default factories.createCoreRouter('api::alert-subscription.alert-subscription');
