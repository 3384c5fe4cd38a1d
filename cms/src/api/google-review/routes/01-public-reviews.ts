/**
 * Spec call 2: GET /api/stb-google-reviews/google-review-reviews[?vacation_homes=true].
 * Public and read-only (no token): browsers refresh the reviews strip from it, on any origin
 * (`Access-Control-Allow-Origin: *`, no credentials; every other route allows the site's only).
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/stb-google-reviews/google-review-reviews',
      handler: 'api::google-review.google-review.publicList',
      config: { auth: false, policies: [], middlewares: ['global::any-origin'] },
    },
  ],
};
