/**
 * A search card's photo in few bytes: the build's processed image files differ only by a
 * short hash per width (`/static/{dir}/{hash}/{file}`), so a card keeps those parts and
 * `cardImageUrls` spells the `src` and `srcSet` a browser needs. One rule for the build
 * (`compactCardImage`) and every card.
 */
export type CardImage = {
  width: number;
  height: number;
  alt: string;
} & (
  | {
      /** The content digest folder under /static/. */
      dir: string;
      file: string;
      /** [width, hash folder] per size, narrowest first. */
      sizes: [number, string][];
    }
  /** Any other URL (an image CDN, another host): kept as it came. */
  | { src: string; srcSet: string }
);

const STATIC_FILE = /^\/static\/([0-9a-f]+)\/([0-9a-f]+)\/([^/\s]+)$/;

/**
 * A processed image's `src` and `srcSet` as a card keeps them: compact when every file is
 * the build's own `/static/` file of one name, else as they are.
 * @example compactCardImage({ src: '/static/ab/f1/a.jpg', srcSet: '/static/ab/e0/a.jpg 240w,\n/static/ab/f1/a.jpg 480w', width: 480, height: 320 }, 'Villa') // { width: 480, height: 320, alt: 'Villa', dir: 'ab', file: 'a.jpg', sizes: [[240, 'e0'], [480, 'f1']] }
 */
export function compactCardImage(
  image: { src: string; srcSet: string; width: number; height: number },
  alt: string,
): CardImage {
  const { src, srcSet, width, height } = image;
  const raw: CardImage = { src, srcSet, width, height, alt };
  const entries = srcSet
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [url = '', size = ''] = part.split(/\s+/);
      return { match: STATIC_FILE.exec(url), w: /^(\d+)w$/.exec(size)?.[1] };
    });
  if (entries.length === 0 || entries.some((e) => !e.match || !e.w)) return raw;
  const [, dir, , file] = entries[0]!.match!;
  if (entries.some((e) => e.match![1] !== dir || e.match![3] !== file)) return raw;
  const sizes = entries.map((e) => [Number(e.w), e.match![2]!] as [number, string]).sort((a, b) => a[0] - b[0]);
  const compact: CardImage = { width, height, alt, dir: dir!, file: file!, sizes };
  // Only if the parts spell the same image back.
  const back = cardImageUrls(compact);
  return back.src === src &&
    back.srcSet ===
      srcSet
        .split(',')
        .map((p) => p.trim())
        .join(',\n')
    ? compact
    : raw;
}

/**
 * The `src` (the size as wide as the card's image) and `srcSet` of a card's photo.
 * @example cardImageUrls({ width: 480, height: 320, alt: '', dir: 'ab', file: 'a.jpg', sizes: [[240, 'e0'], [480, 'f1']] }) // { src: '/static/ab/f1/a.jpg', srcSet: '/static/ab/e0/a.jpg 240w,\n/static/ab/f1/a.jpg 480w' }
 */
export function cardImageUrls(image: CardImage): { src: string; srcSet: string } {
  if ('src' in image) return { src: image.src, srcSet: image.srcSet };
  const url = (hash: string) => `/static/${image.dir}/${hash}/${image.file}`;
  const fallback = image.sizes.find(([w]) => w === image.width) ?? image.sizes.at(-1)!;
  return { src: url(fallback[1]), srcSet: image.sizes.map(([w, hash]) => `${url(hash)} ${w}w`).join(',\n') };
}
