export function startPostgres(options?: { log?: (message: unknown) => void }): Promise<{
  url: string;
  port: number;
  createDatabase: (name: string) => Promise<string>;
  query: (sql: string, database?: string) => Promise<Record<string, unknown>[]>;
  stop: () => Promise<void>;
}>;
