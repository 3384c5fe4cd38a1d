import { cardImageUrls, compactCardImage } from '../card-image';

const dir = 'af21dae5aa1cc8fdef357d2dd6076d54';
const file = 'oasis_villa_2_7f1e97af99.jpg';
const processed = {
  src: `/static/${dir}/fa695/${file}`,
  srcSet: [
    `/static/${dir}/f643e/${file} 240w`,
    `/static/${dir}/fa695/${file} 480w`,
    `/static/${dir}/a0d3e/${file} 960w`,
  ].join(',\n'),
  width: 480,
  height: 320,
};

describe('card images', () => {
  it('keeps the build’s files as their parts and spells the same URLs back', () => {
    const compact = compactCardImage(processed, 'Villa with a pool');
    expect(compact).toEqual({
      width: 480,
      height: 320,
      alt: 'Villa with a pool',
      dir,
      file,
      sizes: [
        [240, 'f643e'],
        [480, 'fa695'],
        [960, 'a0d3e'],
      ],
    });
    expect(cardImageUrls(compact)).toEqual({ src: processed.src, srcSet: processed.srcSet });
    expect(JSON.stringify(compact).length).toBeLessThan(
      JSON.stringify({ ...processed, alt: 'Villa with a pool' }).length * 0.6,
    );
  });

  it('keeps any other image as it came', () => {
    for (const other of [
      { ...processed, src: 'https://cdn.example.com/a.jpg', srcSet: 'https://cdn.example.com/a.jpg 480w' },
      { ...processed, srcSet: `${processed.srcSet},\n/static/${dir}/bb000/other.jpg 1920w` },
      { ...processed, srcSet: '' },
    ]) {
      const kept = compactCardImage(other, 'Villa');
      expect(kept).toEqual({ ...other, alt: 'Villa' });
      expect(cardImageUrls(kept)).toEqual({ src: other.src, srcSet: other.srcSet });
    }
  });
});
