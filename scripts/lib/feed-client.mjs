import { createReadStream } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { URL } from 'node:url';
import { pipeline } from 'node:stream/promises';

/**
 * The feed as a stream: a file's bytes, or an http(s) address downloaded as it is sent on
 * (the CMS never needs to reach the address itself).
 */
async function feedStream(source) {
  if (!/^https?:\/\//i.test(source)) return createReadStream(source);
  const response = await fetch(source);
  if (!response.ok || !response.body) throw new Error(`${new URL(source).origin} answered HTTP ${response.status}`);
  return Readable.fromWeb(response.body);
}

/**
 * Sends a feed to the CMS's import (POST /api/import-runs/import) and resolves with the
 * HTTP status and the Import Run it recorded. node:http rather than fetch: a first import
 * of thousands of listings can take longer than fetch waits for an answer.
 * @param {{ cmsUrl: string, token: string, source: string, force?: boolean, label?: string }} options
 * @returns {Promise<{ status: number, run: any }>}
 */
export async function importFeed({ cmsUrl, token, source, force = false, label = source }) {
  const body = await feedStream(source);
  const url = new URL('/api/import-runs/import', cmsUrl);
  url.searchParams.set('source', label);
  if (force) url.searchParams.set('force', 'true');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/xml', authorization: `Bearer ${token}` } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, run: JSON.parse(text) });
          } catch {
            reject(new Error(`the CMS answered HTTP ${response.statusCode}: ${text.slice(0, 300)}`));
          }
        });
      },
    );
    request.on('error', reject);
    // The CMS may answer (refused, busy) before it has read the whole feed.
    pipeline(body, request).catch((error) => {
      if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') reject(error);
    });
  });
}

/** An Import Run as lines for a terminal. */
export function describeRun(run) {
  if (run.error) return [`refused: ${run.error.message}`];
  const counts = ['created', 'updated', 'republished', 'unpublished', 'unchanged', 'rejected']
    .map((k) => `${k} ${run[k] ?? 0}`)
    .join(', ');
  const lines = [
    `${run.run_status}: ${run.message}`,
    `${run.format ?? 'unknown format'}, ${run.listings_in_feed ?? 0} listings read: ${counts}`,
    `photos: ${run.photos_downloaded ?? 0} downloaded, ${run.photos_failed ?? 0} failed`,
  ];
  for (const r of (run.rejected_listings ?? []).slice(0, 50))
    lines.push(`  rejected ${r.reference} (line ${r.line}): ${r.reason}`);
  if ((run.rejected_listings ?? []).length > 50)
    lines.push(`  … and ${run.rejected_listings.length - 50} more (Import Runs in the admin panel)`);
  for (const note of (run.notes ?? '').split('\n').filter(Boolean)) lines.push(`  note: ${note}`);
  return lines;
}
