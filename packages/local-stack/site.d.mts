import type { ChildProcess } from 'node:child_process';

export function serveSite(options?: {
  port?: number;
  env?: Record<string, string>;
  between?: (upstream: string) => Promise<{ url: string; stop: () => Promise<void> }>;
}): Promise<{ url: string; child: ChildProcess; output: () => string; stop: () => Promise<void> }>;
