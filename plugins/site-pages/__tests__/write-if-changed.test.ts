import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeIfChanged } from '../write-if-changed';

describe('writeIfChanged', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'write-if-changed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a new file, leaves an identical one untouched and rewrites a changed one', () => {
    const file = path.join(dir, 'areas.json');
    expect(writeIfChanged(file, '{"a":1}')).toBe(true);
    const past = new Date('2026-01-01T00:00:00Z');
    utimesSync(file, past, past);
    expect(writeIfChanged(file, '{"a":1}')).toBe(false);
    expect(statSync(file).mtime.toISOString()).toBe(past.toISOString());
    expect(writeIfChanged(file, '{"a":2}')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('{"a":2}');
    expect(statSync(file).mtime.getTime()).toBeGreaterThan(past.getTime());
  });
});
