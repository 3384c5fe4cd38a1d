/**
 * POST /api/import-runs/import: the feed's XML as the request body (`npm run feed:import`).
 * Only a full-access token, or one an administrator grants Import-run "import", may call it.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/import-runs/import',
      handler: 'api::import-run.import-run.import',
      config: { policies: [] },
    },
  ],
};
