import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PolicyOptions } from '../../src/config/headers';

/** Where a build records the policy options it used, for the local server of the built site. */
export const BUILT_POLICY_FILE = path.join('.cache', 'csp-policy.json');

/** Records the build's policy options (the GATSBY_* values fixed into its browser code). */
export function recordBuiltPolicy(root: string, policy: PolicyOptions): void {
  mkdirSync(path.join(root, '.cache'), { recursive: true });
  writeFileSync(path.join(root, BUILT_POLICY_FILE), JSON.stringify(policy));
}
