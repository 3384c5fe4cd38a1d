/** @jest-environment node */
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import { folderStore, ROUTE } from '../folder-store';
import { s3Store, s3Options } from '../s3-store';
import type { AddressInfo } from 'net';
import { createPrivateStore, linkSeconds, signingKey } from '../index';
import { asStrapi } from '../../testing/fake-strapi';

type Request = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };

const strapiWithKeys = (keys: string[]) =>
  asStrapi({ config: { get: (name: string) => (name === 'server.app.keys' ? keys : 'http://cms:1337') } });

describe('the private folder store', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-store-'));
  const key = signingKey(strapiWithKeys(['app-key']), {});
  const store = folderStore({ dir, key, baseUrl: () => 'http://cms:1337/' });
  const file = { hash: 'cv_ab12cd', ext: '.pdf' };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps a file whole, readable by its owner alone, at an address no public route serves', async () => {
    const stored = await store.put({ ...file, buffer: Buffer.from('%PDF-1.4') });
    expect(stored).toEqual({ url: `${ROUTE}/cv_ab12cd.pdf`, provider_metadata: { store: 'folder' } });
    const onDisk = path.join(dir, 'cv_ab12cd.pdf');
    expect(fs.readFileSync(onDisk, 'utf8')).toBe('%PDF-1.4');
    expect(fs.statSync(onDisk).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(dir)).toEqual(['cv_ab12cd.pdf']);
    await expect(store.put({ hash: '../escape', ext: '.pdf', buffer: Buffer.from('x') })).rejects.toThrow(/Refusing/);
  });

  it('signs links that hold until their expiry, and refuses a missing, changed or foreign signature', async () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    const link = new URL(await store.signedUrl(file, 900, now));
    expect(`${link.origin}${link.pathname}`).toBe('http://cms:1337/api/private-files/cv_ab12cd.pdf');
    const expires = link.searchParams.get('expires');
    const signature = link.searchParams.get('signature');
    expect(Number(expires)).toBe(now / 1000 + 900);
    expect(store.verify('cv_ab12cd.pdf', expires, signature, now)).toBe('ok');
    expect(store.verify('cv_ab12cd.pdf', expires, signature, now + 901_000)).toBe('expired');
    expect(store.verify('cv_ab12cd.pdf', undefined, undefined, now)).toBe('missing');
    expect(store.verify('cv_ab12cd.pdf', String(Number(expires) + 3600), signature, now)).toBe('invalid');
    expect(store.verify('other_cv.pdf', expires, signature, now)).toBe('invalid');
    expect(store.verify('cv_ab12cd.pdf', expires, `${signature?.slice(0, -1)}A`, now)).not.toBe('ok');
    const otherKey = signingKey(strapiWithKeys(['app-key']), { PRIVATE_FILES_SECRET: 'another' });
    const other = folderStore({ dir, key: otherKey, baseUrl: () => 'http://cms:1337' });
    expect(other.verify('cv_ab12cd.pdf', expires, signature, now)).toBe('invalid');
  });

  it('knows its own addresses, signed or not, and nothing else', () => {
    expect(store.owns('/api/private-files/cv_ab12cd.pdf')).toBe(true);
    expect(store.owns('http://cms:1337/api/private-files/cv_ab12cd.pdf?expires=1&signature=x')).toBe(true);
    expect(store.owns('/uploads/photo.jpg')).toBe(false);
    expect(store.pathOf('../../etc/passwd')).toBeNull();
  });

  it('deletes a file with its row', async () => {
    await store.remove(file);
    expect(fs.existsSync(path.join(dir, 'cv_ab12cd.pdf'))).toBe(false);
  });
});

describe('the private S3 store (Strapi’s @strapi/provider-upload-aws-s3)', () => {
  const requests: Request[] = [];
  let server: http.Server;
  let endpoint: string;
  beforeAll(async () => {
    // A stand-in of the S3 API on the loopback: it keeps each request and answers as S3 does.
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        requests.push({ method: req.method, url: req.url, headers: req.headers, body });
        res.writeHead(req.method === 'DELETE' ? 204 : 200, { ETag: '"abc"' }).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const env = () => ({
    CV_S3_BUCKET: 'oasis-cvs',
    CV_S3_REGION: 'me-central-1',
    CV_S3_ENDPOINT: endpoint,
    CV_S3_FORCE_PATH_STYLE: 'true',
    CV_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    CV_S3_SECRET_ACCESS_KEY: 'secret',
  });

  it('is what the CMS uses when a bucket is named', () => {
    expect(createPrivateStore(strapiWithKeys(['k']), env()).kind).toBe('s3');
    expect(createPrivateStore(strapiWithKeys(['k']), {}).kind).toBe('folder');
  });

  it('uploads with the private ACL under its prefix, and links with a pre-signed GET that expires', async () => {
    const store = s3Store(env());
    const stored = await store.put({
      hash: 'cv_ab12cd',
      ext: '.pdf',
      mime: 'application/pdf',
      buffer: Buffer.from('%PDF'),
    });
    const put = requests.find((r) => r.method === 'PUT') as Request;
    expect(new URL(put.url ?? '', endpoint).pathname).toBe('/oasis-cvs/cvs/cv_ab12cd.pdf');
    expect(put.headers['x-amz-acl']).toBe('private');
    expect(put.headers['content-type']).toBe('application/pdf');
    expect(put.body).toBe('%PDF');
    expect(stored.url).toBe(`${endpoint}/oasis-cvs/cvs/cv_ab12cd.pdf`);
    expect(store.owns(stored.url)).toBe(true);
    expect(store.owns('https://other-bucket.s3.amazonaws.com/x.pdf')).toBe(false);

    const link = new URL(await store.signedUrl({ hash: 'cv_ab12cd', ext: '.pdf', url: stored.url }, 300));
    expect(link.pathname).toBe('/oasis-cvs/cvs/cv_ab12cd.pdf');
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(link.searchParams.get('X-Amz-Credential')).toMatch(/^AKIAEXAMPLE\/\d{8}\/me-central-1\/s3\/aws4_request$/);
    const week = new URL(await store.signedUrl({ hash: 'cv_ab12cd', ext: '.pdf', url: stored.url }, 604800));
    expect(week.searchParams.get('X-Amz-Expires')).toBe('604800');
    expect(store.verify('cv_ab12cd.pdf', '1', 'x')).toBe('invalid');
  });

  it('sends no ACL to a bucket whose ACLs are disabled, and never a public one', async () => {
    requests.splice(0);
    await s3Store({ ...env(), CV_S3_ACL: 'none' }).put({
      hash: 'b',
      ext: '.pdf',
      mime: 'application/pdf',
      buffer: Buffer.from('x'),
    });
    expect(requests[0]?.headers['x-amz-acl']).toBeUndefined();
    expect(() => s3Options({ ...env(), CV_S3_ACL: 'public-read' })).toThrow(/private or none/);
    expect(() => s3Options({})).toThrow(/CV_S3_BUCKET/);
  });
});

describe('link lifetimes', () => {
  it('are 15 minutes for an editor and 7 days for the CRM unless the CMS says otherwise', () => {
    expect(linkSeconds({})).toEqual({ editor: 900, forward: 604800 });
    expect(linkSeconds({ CV_LINK_SECONDS: '60', CV_FORWARD_SECONDS: '-1' })).toEqual({ editor: 60, forward: 604800 });
  });
});
