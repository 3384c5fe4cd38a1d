/**
 * GET /api/private-files/:name?expires=…&signature=…: an applicant's file from the private
 * folder store (src/private-files), for the holder of a link the CMS signed (an editor
 * opening a lead, the CRM forward). No token is asked, and none is enough.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/private-files/:name',
      handler: 'api::private-file.private-file.download',
      config: { auth: false, policies: [], middlewares: [] },
    },
  ],
};
