/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECORDED_POLICY_OPTIONS, policyOptions } from '../../../src/config/headers';
import { servedPolicy } from '../../../src/server/secure-server';
import { policyOfPluginOptions, recordBuiltPolicy } from '../policy';

describe('the policy a built site is served with', () => {
  it('is the one the build recorded, else the environment’s', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'csp-'));
    const env = { GATSBY_CMS_PUBLIC_URL: 'https://cms.example.com' };
    expect(servedPolicy(root, env)).toEqual(policyOptions(env));
    recordBuiltPolicy(root, { cmsPublicUrl: 'http://127.0.0.1:1337' });
    expect(servedPolicy(root, env)).toEqual({ cmsPublicUrl: 'http://127.0.0.1:1337' });
  });

  it('records every option the build’s policy has, the tag manager’s and the map tiles’ included', () => {
    const policy = policyOptions({
      GATSBY_CMS_PUBLIC_URL: 'https://cms.example.com',
      GATSBY_RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9/recaptcha/api.js',
      GATSBY_GTM_ID: 'GTM-ABC123',
      GATSBY_GTM_SCRIPT_URL: 'https://tags.example.com/gtm.js',
      GATSBY_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
    });
    expect(Object.keys(policy).sort()).toEqual([...RECORDED_POLICY_OPTIONS].sort());
    expect(policyOfPluginOptions({ ...policy, plugins: [] })).toEqual(policy);
  });
});
