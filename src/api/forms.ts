import { readFileSync } from 'node:fs';
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { clientAddress } from '../forms/server/client-address';
import { createBlocklistReader, createCaptchaVerifier, createCmsStore } from '../forms/server/clients';
import { readFormsConfig } from '../forms/server/config';
import { FORMS_BODY_LIMIT, SMALL_BODY_LIMIT, bodyLimits } from '../forms/server/body-limits';
import { handleFormSubmission, type FormsDeps } from '../forms/server/handler';

type MulterFile = { fieldname: string; originalname: string; size: number; buffer: Buffer; mimetype: string };

const log = (line: string) => console.log(line);
// Kept across requests by this Function instance: the CMS's blocklist is read once a minute.
const readBlocklist = createBlocklistReader({ log });
// Gatsby's Function bundler replaces `process.env` with `{}` and `process.env.X` with its
// build-time value; the CMS address, tokens and secrets must be read when the request runs.
const runtimeEnv = (): Record<string, string | undefined> =>
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
// Netlify's deploy context reaches the build, not the Functions: the build's value, baked in.
const BUILT_CONTEXT = process.env.CONTEXT;

/** The largest body this Function takes is a CV with the form's fields; a longer one is refused unread. */
export const config: GatsbyFunctionConfig = bodyLimits(SMALL_BODY_LIMIT, FORMS_BODY_LIMIT);

/** POST /api/forms: every form of the site posts here (multipart `data` JSON plus an optional `attachment`). */
export default async function forms(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const settings = readFormsConfig(runtimeEnv(), (file) => readFileSync(file, 'utf8'), BUILT_CONTEXT);
  const deps: FormsDeps = {
    missing: settings.missing,
    store: createCmsStore({ cmsUrl: settings.cmsUrl, token: settings.cmsToken }),
    verifyCaptcha: createCaptchaVerifier({
      secret: settings.recaptchaSecret,
      verifyUrl: settings.recaptchaVerifyUrl,
      log,
    }),
    blocklist: () => readBlocklist(settings.cmsUrl, settings.cmsToken),
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
      ip: clientAddress(req.headers, req.socket?.remoteAddress, settings.clientIpHeader),
    },
    deps,
  );
  res.setHeader('Cache-Control', 'no-store');
  res.status(result.status).json(result.body);
}
