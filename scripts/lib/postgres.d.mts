export function startPostgres(options?: { log?: (message: unknown) => void }): Promise<{
  url: string;
  port: number;
  query: (sql: string) => Promise<Record<string, unknown>[]>;
  stop: () => Promise<void>;
}>;
