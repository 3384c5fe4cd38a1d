import { spawn } from 'node:child_process';

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${[command, ...args].join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Stops a child by PID: SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export function stop(child, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Stops the given children when this process is interrupted, then exits. */
export function stopOnSignals(getChildren) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      await Promise.all(getChildren().map((c) => stop(c)));
      process.exit(130);
    });
  }
}
