import { readFileSync } from 'node:fs';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { clientAddress } from '../forms/server/client-address';
import { createBlocklistReader, createCaptchaVerifier, createCmsStore } from '../forms/server/clients';
import { readFormsConfig } from '../forms/server/config';
import { handleFormSubmission, type FormsDeps } from '../forms/server/handler';

type MulterFile = { fieldname: string; originalname: string; size: number; buffer: Buffer; mimetype: string };

const log = (line: string) => console.log(line);
// Kept across requests by this Function instance: the CMS's blocklist is read once a minute.
const readBlocklist = createBlocklistReader({ log });
// Gatsby's Function bundler replaces `process.env` with `{}` and `process.env.X` with its
// build-time value; the CMS address, tokens and secrets must be read when the request runs.
const runtimeEnv = (): Record<string, string | undefined> =>
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

/** POST /api/forms: every form of the site posts here (multipart `data` JSON plus an optional `attachment`). */
export default async function forms(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const config = readFormsConfig(runtimeEnv(), (file) => readFileSync(file, 'utf8'));
  const deps: FormsDeps = {
    store: createCmsStore({ cmsUrl: config.cmsUrl, token: config.cmsToken }),
    verifyCaptcha: createCaptchaVerifier({ secret: config.recaptchaSecret, verifyUrl: config.recaptchaVerifyUrl, log }),
    blocklist: () => readBlocklist(config.cmsUrl, config.cmsToken),
    now: () => new Date(),
    log,
  };
  const body = (req.body ?? {}) as Record<string, unknown>;
  const upload = ((req as { files?: MulterFile[] }).files ?? []).find((f) => f.fieldname === 'attachment');
  const result = await handleFormSubmission(
    {
      method: req.method ?? 'GET',
      data: typeof body.data === 'string' ? body.data : JSON.stringify(body),
      file: upload && { name: upload.originalname, size: upload.size, bytes: upload.buffer, type: upload.mimetype },
      ip: clientAddress(req.headers, req.socket?.remoteAddress, config.clientIpHeader),
    },
    deps,
  );
  res.status(result.status).json(result.body);
}
