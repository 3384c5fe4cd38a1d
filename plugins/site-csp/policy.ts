import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RECORDED_POLICY_OPTIONS, type PolicyOptions } from '../../src/config/headers';

/** Where a build records the policy options it used, for the local server of the built site. */
export const BUILT_POLICY_FILE = path.join('.cache', 'csp-policy.json');

/** Records the build's policy options (the GATSBY_* values fixed into its browser code). */
export function recordBuiltPolicy(root: string, policy: PolicyOptions): void {
  mkdirSync(path.join(root, '.cache'), { recursive: true });
  writeFileSync(path.join(root, BUILT_POLICY_FILE), JSON.stringify(policy));
}

/**
 * The policy options among a plugin's options (Gatsby adds its own, such as `plugins`):
 * every one the policy reads, so the local server allows what the CDN allows.
 */
export function policyOfPluginOptions(options: PolicyOptions & Record<string, unknown>): PolicyOptions {
  return Object.fromEntries(
    RECORDED_POLICY_OPTIONS.flatMap((key) => (options[key] ? [[key, options[key]]] : [])),
  ) as PolicyOptions;
}
