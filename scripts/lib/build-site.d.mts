import type { StartedCms } from '../../packages/local-stack/cms.mjs';

export function buildSite(options?: {
  keepCms?: boolean;
  cmsEnv?: Record<string, string>;
}): Promise<{ seconds: number; cms: StartedCms | null }>;
export function finishCdnBuild(): Promise<string[]>;
export function cleanBuild(): Promise<void>;
