import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STRING_TABLES } from '@brokerage/core/i18n/string-tables';
import { LOCALES, type LocaleCode } from '@brokerage/core/i18n/locales';

/** Writes each language's UI strings to public/strings/<code>.<hash>.json; returns their URLs. */
export function writeStringFiles(publicDir: string): Record<LocaleCode, string> {
  const dir = path.join(publicDir, 'strings');
  mkdirSync(dir, { recursive: true });
  const files = {} as Record<LocaleCode, string>;
  for (const { code } of LOCALES) {
    const json = JSON.stringify(STRING_TABLES[code]);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
    writeFileSync(path.join(dir, `${code}.${hash}.json`), json);
    files[code] = `/strings/${code}.${hash}.json`;
  }
  return files;
}
