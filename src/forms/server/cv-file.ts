import { CV_EXTENSIONS } from '@brokerage/core/forms/rules';

/** Largest CV the server takes. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** An uploaded file as the server holds it. */
export type UploadedFile = { name: string; size: number; bytes: Uint8Array; type?: string };

// What the first bytes of a real PDF and of a Word 97-2003 (OLE compound) file are.
const SIGNATURES: Record<(typeof CV_EXTENSIONS)[number], readonly number[]> = {
  '.pdf': [0x25, 0x50, 0x44, 0x46], // %PDF
  '.doc': [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};

/** Why a CV is refused, or null: the extension and the file's own signature must both say PDF or DOC. */
export function checkCvFile(file: UploadedFile): 'fileType' | 'tooLarge' | 'empty' | null {
  if (file.size === 0 || file.bytes.length === 0) return 'empty';
  if (file.size > CV_MAX_BYTES) return 'tooLarge';
  const lower = file.name.toLowerCase();
  const ext = CV_EXTENSIONS.find((e) => lower.endsWith(e) && lower.length > e.length);
  if (!ext) return 'fileType';
  const signature = SIGNATURES[ext];
  return signature.every((byte, i) => file.bytes[i] === byte) ? null : 'fileType';
}
