import { factories } from '@strapi/strapi';
import { runImport } from '../../../feed/importer';
import { feedConfig } from '../../../feed';

const STATUS: Record<string, number> = { completed: 200, refused: 422, failed: 500 };

export default factories.createCoreController('api::import-run.import-run', ({ strapi }) => ({
  /**
   * POST /api/import-runs/import?source=…[&force=true]: imports the feed in the request body
   * (`npm run feed:import`) and answers with its Import Run: 200 completed, 422 refused
   * (malformed, cut off, or unpublishing too much; nothing changed), 409 another run going.
   */
  async import(ctx) {
    // A first import of thousands of listings with photos takes minutes.
    ctx.req.setTimeout(0);
    const source = String(ctx.query.source || 'upload').slice(0, 250);
    try {
      const run = await runImport(strapi, {
        chunks: ctx.req.iterator({ destroyOnReturn: false }),
        source,
        force: ctx.query.force === 'true',
        config: feedConfig(),
      });
      ctx.status = (run?.run_status && STATUS[run.run_status]) || 500;
      ctx.body = run;
    } catch (error) {
      if ((error as { status?: number }).status !== 409) throw error;
      ctx.status = 409;
      ctx.body = { error: { status: 409, message: (error as Error).message } };
    } finally {
      // A feed refused early is not read to its end: let the rest of the body go.
      ctx.req.resume();
    }
  },
}));
