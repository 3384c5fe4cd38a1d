import http from 'http';
import https from 'https';

/**
 * POSTs a JSON body to a build hook (Netlify build hook, Gatsby's /__refresh) and resolves
 * with the HTTP status; rejects on a network error, a timeout or a status >= 400.
 */
export function postHook(url: string, body: unknown, { timeoutMs = 10_000 } = {}): Promise<number> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          if ((response.statusCode ?? 500) >= 400)
            reject(new Error(`${target.origin}${target.pathname} answered ${response.statusCode}`));
          else resolve(response.statusCode ?? 200);
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer from ${target.origin} within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}
