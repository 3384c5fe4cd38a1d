import type { ChildProcess, SpawnOptions } from 'node:child_process';

export function run(command: string, args: string[], options?: SpawnOptions): Promise<void>;
export function runHeld(label: string, command: string, args: string[], options?: SpawnOptions): Promise<void>;
export function stop(child: ChildProcess | null | undefined, graceMs?: number): Promise<void>;
export function stopOnSignals(getChildren: () => ChildProcess[]): void;
