/** @jest-environment node */
import { permitQrSvg } from '../permit-qr';

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

describe('writePermitQr', () => {
  it('writes the code once, under a name of its content, and gives its URL', async () => {
    const { mkdtempSync, readFileSync, readdirSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { writePermitQr } = await import('../permit-qr');
    const dir = mkdtempSync(path.join(tmpdir(), 'qr-'));
    const url = await writePermitQr(dir, '7123456789');
    expect(url).toMatch(/^\/qr\/[0-9a-f]{16}\.svg$/);
    expect(readFileSync(path.join(dir, url!), 'utf8')).toBe(await permitQrSvg('7123456789'));
    expect(await writePermitQr(dir, '7123456789')).toBe(url);
    expect(readdirSync(path.join(dir, 'qr'))).toHaveLength(1);
    await expect(writePermitQr(dir, 'none')).resolves.toBeNull();
  });
});
