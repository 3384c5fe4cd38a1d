import type { GatsbyCache, Node, NodePluginArgs } from 'gatsby';
import { generateImageData } from 'gatsby-plugin-sharp';
import {
  IMAGE_SIZES,
  computeExtras,
  extrasInputs,
  type ExtrasMedia,
  type PropertyExtras,
  type ProcessImage,
} from './property-extras';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { writePermitQr } from './permit-qr';

export const EXTRAS_TYPE = 'PropertyExtras';

/** The schema of the extras nodes; nothing is inferred, so an empty inventory keeps the type. */
export const extrasTypeDefs = `
  type ${EXTRAS_TYPE} implements Node @dontInfer {
    propertyId: String
    card: JSON
    images: JSON
    agentPhoto: JSON
    brandLogo: JSON
    permitQr: String
  }
`;

/** The plugin cache's entry holding, by property node id, the inputs' key its extras node was made from. */
const INPUT_KEYS = 'extras-input-keys';

/** The id of a property's extras node (the same in every build, so page contexts can name it). */
export const extrasNodeId = (createNodeId: (input: string) => string, propertyNodeId: string) =>
  createNodeId(`property-extras:${propertyNodeId}`);

type Args = Pick<
  NodePluginArgs,
  'actions' | 'getNode' | 'getNodesByType' | 'createNodeId' | 'createContentDigest' | 'reporter'
> & {
  cache: GatsbyCache;
};

/** Runs `work` over `items`, at most `limit` at a time (first-time image reads open files). */
async function inBatches<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Creates one PropertyExtras node per property (property-extras.ts), after
 * gatsby-source-strapi has sourced the properties and their media. A property's extras are
 * recomputed only when one of the nodes they are made of changed (their digest is kept in
 * this plugin's cache with them); an unchanged node keeps its content digest, so Gatsby
 * re-runs no page query for it.
 */
export async function sourceExtrasNodes({
  actions,
  getNode,
  getNodesByType,
  createNodeId,
  createContentDigest,
  reporter,
  cache,
}: Args) {
  const started = Date.now();
  const settings = getNodesByType('STRAPI_SITE_SETTING')[0] as (Node & Record<string, unknown>) | undefined;
  const brandId = settings?.short_term_brand___NODE;
  const brand =
    typeof brandId === 'string' ? ((getNode(brandId) as (Node & Record<string, unknown>) | undefined) ?? null) : null;
  const process: ProcessImage = async (input, size) => {
    if (!input?.file) return null;
    const data = await generateImageData({
      file: input.file,
      args: { ...IMAGE_SIZES[size] },
      pathPrefix: '',
      reporter,
      cache,
    });
    return data
      ? {
          alternativeText: (input.media.alternativeText as string | null) ?? null,
          localFile: { childImageSharp: { gatsbyImageData: data } },
        }
      : null;
  };
  const lookup = (id: string) => getNode(id) as (Node & Record<string, unknown>) | undefined;
  const properties = getNodesByType('STRAPI_PROPERTY') as (Node & Record<string, unknown>)[];
  const publicDir = path.resolve('public');
  const permitQr = (permit: string, link: string | null) => writePermitQr(publicDir, permit, link);
  // A cached QR code is only as good as its file in public/ (Gatsby drops the cache without public/, this covers a hand-made cleanup).
  const filesExist = (extras: PropertyExtras) => !extras.permitQr || existsSync(path.join(publicDir, extras.permitQr));
  // A stateful source: Gatsby keeps the extras nodes between builds without a touch each,
  // and this plugin deletes those whose property is gone. The inputs' key each node was made
  // from is kept in one cache entry: an unchanged property costs its key and a lookup.
  if (!actions.enableStatefulSourceNodes) throw new Error('Gatsby 5.12 or later is needed: enableStatefulSourceNodes');
  actions.enableStatefulSourceNodes();
  const madeFrom = ((await cache.get(INPUT_KEYS)) as Record<string, string> | undefined) ?? {};
  const current: Record<string, string> = {};
  const wanted = new Set<string>();
  let computed = 0;
  let kept = 0;
  await inBatches(properties, 8, async (property) => {
    const inputs = extrasInputs(property, lookup, brand);
    const id = extrasNodeId(createNodeId, property.id);
    wanted.add(id);
    current[property.id] = inputs.key;
    const existing = getNode(id) as (Node & PropertyExtras) | undefined;
    if (existing && madeFrom[property.id] === inputs.key && filesExist(existing)) {
      kept++;
      return;
    }
    const cacheKey = `extras:${property.id}`;
    const cached = (await cache.get(cacheKey)) as { key: string; extras: PropertyExtras } | undefined;
    let extras = cached?.key === inputs.key && filesExist(cached.extras) ? cached.extras : null;
    if (!extras) {
      extras = await computeExtras(property, inputs, process, permitQr);
      await cache.set(cacheKey, { key: inputs.key, extras });
      computed++;
    }
    await actions.createNode({
      id,
      propertyId: property.id,
      ...extras,
      internal: { type: EXTRAS_TYPE, contentDigest: createContentDigest(extras) },
    });
  });
  let deleted = 0;
  for (const node of getNodesByType(EXTRAS_TYPE)) {
    if (wanted.has(node.id)) continue;
    actions.deleteNode(node);
    deleted++;
  }
  await cache.set(INPUT_KEYS, current);
  reporter.info(
    `Property extras: ${kept} kept, ${properties.length - kept - computed} made again from the cache, ` +
      `${computed} computed, ${deleted} deleted, in ${Date.now() - started} ms.`,
  );
}

export type { ExtrasMedia };
