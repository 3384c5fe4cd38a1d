/** @jest-environment node */
import { makeEntry } from '../../testing/search-factories';
import { permitQrSvg, propertyExtras } from '../property-extras';

describe('permitQrSvg', () => {
  it('draws an SVG for a permit and nothing without one', async () => {
    const svg = await permitQrSvg('7123456789');
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).toContain('<path');
    await expect(permitQrSvg('')).resolves.toBeNull();
  });

  it('draws different codes for different permits', async () => {
    expect(await permitQrSvg('7123456789')).not.toBe(await permitQrSvg('7123456780'));
  });

  it('encodes the DLD link when the listing has a trusted one, the permit otherwise', async () => {
    const link = 'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?permit=7123456789';
    expect(await permitQrSvg('7123456789', link)).not.toBe(await permitQrSvg('7123456789'));
    expect(await permitQrSvg('7123456789', 'https://evil.example/')).toBe(await permitQrSvg('7123456789'));
  });
});

describe('propertyExtras', () => {
  it('finds similar listings within the root and area, with a QR code each', async () => {
    const at = (id: number) => ({ id, path: `/property-for-sale/flat-${id}/` });
    const a = makeEntry({ ...at(1), area: 'jvc', price: 1_000_000, bedrooms: 1, permit: '7000000001' });
    const b = makeEntry({ ...at(2), area: 'jvc', price: 1_100_000, bedrooms: 1 });
    const c = makeEntry({ ...at(3), area: 'marina', price: 1_000_000, bedrooms: 1 });
    const d = makeEntry({ ...at(4), area: 'jvc', price: 1_000_000, bedrooms: 1 });
    const pageless = makeEntry({ id: 5, area: 'jvc', price: 1_000_000, bedrooms: 1, path: null });
    const extras = await propertyExtras(
      new Map([
        ['sale', [a, b, c, pageless]],
        ['rent', [d]],
      ]),
      new Map([[1, 'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?permit=7000000001']]),
    );
    expect(extras.get(1)?.permitQr).toBe(
      await permitQrSvg(
        '7000000001',
        'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?permit=7000000001',
      ),
    );
    expect(extras.get(1)?.similar.map((e) => e.id)).toEqual([2]);
    expect(extras.get(1)?.root).toBe('sale');
    expect(extras.get(1)?.permitQr).toMatch(/^<svg/);
    expect(extras.get(3)?.similar).toEqual([]);
    expect(extras.get(4)).toMatchObject({ root: 'rent', similar: [] });
  });
});
