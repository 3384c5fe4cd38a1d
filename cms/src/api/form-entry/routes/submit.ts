/**
 * The one way leads come in: the site's forms Function posts here with the `form-intake`
 * API token (minted by bootstrap with this action only). Multipart: `data` (JSON) and an
 * optional `attachment` file.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/form-entries/submit',
      handler: 'api::form-entry.form-entry.submit',
      config: { policies: [] },
    },
  ],
};
