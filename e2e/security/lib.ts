import { statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_DIR } from '../../packages/local-stack/paths.mjs';

/** A CV as the forms take it: the PDF signature and a little more. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Reads a CMS's SQLite database directly (read-only), as an attacker on the host could not, to see what it holds. */
export function readDatabase<T>(file: string, sql: string, ...params: unknown[]): T[] {
  const Database = createRequire(path.join(CMS_DIR, 'package.json'))('better-sqlite3');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The permission bits of a file that anyone but its owner holds (0 for a file only its owner can read). */
export const othersBits = (file: string): number => statSync(file).mode & 0o077;

/** The multipart body of a CV submission to the forms Function (what the browser posts). */
export function cvSubmission(email: string, submissionId: string, file = PDF, name = 'security-cv.pdf'): FormData {
  const body = new FormData();
  body.set(
    'data',
    JSON.stringify({
      formId: 'cv',
      values: {
        first_name: 'Ann',
        last_name: 'Lee',
        telephone: '+971 50 123 4567',
        email,
        message: 'My CV',
        file: name,
      },
      submissionId,
      captchaToken: '',
      pageUrl: '/real-estate-recruitment-in-uae/',
    }),
  );
  body.set('attachment', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), name);
  return body;
}

/**
 * Sends only the headers of a POST that declares `length` bytes, then waits for an answer
 * for `ms`: a server that reads the body first never answers (null).
 */
export function postHeadersOnly(
  url: string,
  length: number,
  type: string,
  ms = 5_000,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string } | null> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { 'Content-Type': type, 'Content-Length': String(length) },
    });
    const timer = setTimeout(() => {
      request.destroy();
      resolve(null);
    }, ms);
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      // The server may close the connection once it has answered.
      if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || (error as NodeJS.ErrnoException).code === 'EPIPE')
        return;
      reject(error);
    });
    request.flushHeaders();
    request.write('x'.repeat(1024));
  });
}

/** An address without its query: a signed link as stored, without the signature. */
export const unsigned = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
};
