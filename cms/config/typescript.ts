// `strapi develop` (npm run cms) writes types/generated/ again when an editor changes a
// content type, as `npm --prefix cms run types` does; `npm run typecheck` fails while they differ.
export default {
  autogenerate: true,
};
