/**
 * The one way market figures come in: `npm run market:import` posts every area's figures
 * here, with a token allowed this action (an editor's custom token, or full access), and
 * the CMS replaces all it holds with them in one transaction.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/market-import/replace',
      handler: 'api::market-import.market-import.replace',
      config: { policies: [] },
    },
  ],
};
