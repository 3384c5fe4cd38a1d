import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import { permitQrPayload } from '@brokerage/core/property/permit';

/**
 * The permit QR code of a listing as an SVG document, drawn at build so the browser ships
 * no QR library; it holds the listing's Madmoun link when it has a trusted one, else the
 * permit number. Null without a valid permit.
 */
export async function permitQrSvg(permit: string, dldLink?: string | null): Promise<string | null> {
  const payload = permitQrPayload(permit, dldLink);
  if (!payload) return null;
  return QRCode.toString(payload, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  });
}

/** The folder of public/ the QR codes are written to, named by content hash (cached for a year). */
export const QR_DIR = 'qr';

/**
 * Writes a listing's permit QR code into `publicDir/qr/` and returns its URL, null without
 * a valid permit. A page refers to the file rather than carrying the SVG, and the code is
 * written once for the five languages of the listing's pages.
 */
export async function writePermitQr(
  publicDir: string,
  permit: string,
  dldLink?: string | null,
): Promise<string | null> {
  const svg = await permitQrSvg(permit, dldLink);
  if (!svg) return null;
  const name = `${createHash('sha256').update(svg).digest('hex').slice(0, 16)}.svg`;
  const file = path.join(publicDir, QR_DIR, name);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }
  return `/${QR_DIR}/${name}`;
}
