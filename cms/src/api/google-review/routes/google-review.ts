import { factories } from '@strapi/strapi';

// Read-only for API tokens (the site build); reviews arrive through the seed or the admin panel.
export default factories.createCoreRouter('api::google-review.google-review', { only: ['find', 'findOne'] });
