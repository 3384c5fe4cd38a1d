/** @jest-environment node */
import { ICONS } from '@brokerage/core/lib/icons';
import { iconSprite } from '../icon-sprite';

describe('iconSprite', () => {
  it('has one symbol with a view box and a drawing for every icon the site names', () => {
    const sprite = iconSprite();
    for (const name of Object.keys(ICONS)) {
      expect(sprite).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 16 16"><path[^>]*\\sd="[Mm]`));
    }
    expect(sprite.match(/<symbol /g)).toHaveLength(Object.keys(ICONS).length);
  });

  it('fails on a glyph react-bootstrap-icons does not have', () => {
    expect(() => iconSprite({ broken: 'NoSuchGlyph' })).toThrow(/no icon "NoSuchGlyph"/);
  });
});
