import type { PrivateStore } from './store';

/** A file as the S3 provider reads it, and writes its address into. */
type ProviderFile = { hash: string; ext: string; mime?: string; buffer?: Buffer; url?: string };
/** One instance of @strapi/provider-upload-aws-s3 (tests pass their own `init`). */
type S3Upload = {
  upload(file: ProviderFile): Promise<void>;
  getSignedUrl(file: ProviderFile): Promise<{ url: string }>;
  delete(file: ProviderFile): Promise<unknown>;
};
export type S3Provider = { init(options: object): S3Upload };

/** Strapi's S3 provider, loaded only by a CMS that keeps CVs in S3 (the AWS SDK is large). */
function loadS3Provider(): S3Provider {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on demand, see above
  return require('@strapi/provider-upload-aws-s3');
}

/**
 * Applicants' files in a private S3 bucket (or an S3-compatible store), through Strapi's own
 * upload provider, @strapi/provider-upload-aws-s3: uploaded with the `private` canned ACL
 * (CV_S3_ACL=none for a bucket whose ACLs are disabled, where Block Public Access keeps it
 * private) under CV_S3_PREFIX, and read only through pre-signed GET links that expire.
 * The provider signs with a fixed lifetime, so there is one instance per lifetime used.
 */
export function s3Store(env: NodeJS.ProcessEnv, provider: S3Provider = loadS3Provider()): PrivateStore {
  const options = s3Options(env);
  const instances = new Map<number, S3Upload>();
  const instance = (seconds: number): S3Upload => {
    let made = instances.get(seconds);
    if (!made) {
      made = provider.init({
        rootPath: options.prefix,
        s3Options: { ...options.client, params: { ...options.params, signedUrlExpires: seconds } },
      });
      instances.set(seconds, made);
    }
    return made;
  };

  return {
    kind: 's3',
    bucket: options.params.Bucket,
    async put({ hash, ext, mime, buffer }) {
      const file: ProviderFile = { hash, ext, mime, buffer };
      await instance(900).upload(file);
      return { url: file.url ?? '', provider_metadata: { store: 's3', bucket: options.params.Bucket } };
    },
    async signedUrl(file, seconds) {
      const { url } = await instance(Math.max(1, Math.floor(seconds))).getSignedUrl({ ...file });
      return url;
    },
    verify: () => 'invalid',
    /** Whether an address is in the bucket (virtual-hosted or path style). */
    owns(url) {
      try {
        const { hostname, pathname } = new URL(String(url));
        const bucket = options.params.Bucket;
        return hostname.startsWith(`${bucket}.`) || pathname.startsWith(`/${bucket}/`);
      } catch {
        return false;
      }
    },
    pathOf: () => null,
    async remove(file) {
      await instance(900).delete({ ...file });
    },
  };
}

/**
 * The provider's options from the environment: CV_S3_BUCKET (required), CV_S3_REGION,
 * CV_S3_ENDPOINT and CV_S3_FORCE_PATH_STYLE for an S3-compatible store, CV_S3_ACCESS_KEY_ID
 * and CV_S3_SECRET_ACCESS_KEY (else the AWS SDK's own credential chain: an instance role),
 * CV_S3_PREFIX (default `cvs`), CV_S3_ACL (`private`, or `none`).
 */
export function s3Options(env: NodeJS.ProcessEnv) {
  const bucket = (env.CV_S3_BUCKET || '').trim();
  if (!bucket) throw new Error('CV_S3_BUCKET is not set');
  const acl = (env.CV_S3_ACL || 'private').trim();
  if (acl !== 'private' && acl !== 'none') throw new Error(`CV_S3_ACL must be private or none, not ${acl}`);
  const accessKeyId = (env.CV_S3_ACCESS_KEY_ID || '').trim();
  const secretAccessKey = (env.CV_S3_SECRET_ACCESS_KEY || '').trim();
  const endpoint = (env.CV_S3_ENDPOINT || '').trim();
  return {
    prefix: (env.CV_S3_PREFIX || 'cvs').trim(),
    client: {
      region: (env.CV_S3_REGION || 'us-east-1').trim(),
      ...(endpoint ? { endpoint } : {}),
      ...(env.CV_S3_FORCE_PATH_STYLE === 'true' ? { forcePathStyle: true } : {}),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    },
    // The key is present even for `none`: the provider makes an upload public-read when
    // params hold no ACL key at all.
    params: { Bucket: bucket, ACL: acl === 'private' ? 'private' : undefined },
  };
}
