import type { ChildProcess } from 'node:child_process';

export type StartedCms = {
  url: string;
  token: string;
  writeToken?: string;
  formsEnv: Record<string, string>;
  child: ChildProcess;
  /** What this CMS printed to stdout and stderr so far. */
  log: () => string;
  stop: () => Promise<void>;
};

export function startCms(options?: {
  port?: number;
  admin?: boolean;
  automation?: boolean;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<StartedCms>;
export function copyCmsDatabase(dest: string): Promise<void>;
export function startCmsOnCopy(dir: string, env?: Record<string, string>): Promise<StartedCms>;
export function siteEnvOf(cms: { url: string; token: string }): Record<string, string>;
