export function freePort(preferred?: number): Promise<number>;
export function waitForHttp(url: string, timeoutMs?: number): Promise<void>;
