import { Buffer } from 'node:buffer';
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

/**
 * Runs a command to completion with its output held back and printed whole when it ends,
 * under `label` (for commands run side by side, whose output would otherwise interleave);
 * rejects on a non-zero exit, after printing.
 */
export function runHeld(label, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const output = Buffer.concat(chunks).toString().trimEnd();
      console.log(`\n--- ${label}${output ? `\n${output}` : ' (no output)'}`);
      if (code === 0) resolve();
      else reject(new Error(`${[command, ...args].join(' ')} exited with ${code ?? signal}`));
    });
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
