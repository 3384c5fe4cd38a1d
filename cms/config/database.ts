import fs from 'fs';
import type { Core } from '@strapi/strapi';
import { fromAppDir } from '../src/app-dir';

/** What knex's pool gives `afterCreate` for SQLite: a better-sqlite3 connection. */
type SqliteConnection = { name: string; pragma(source: string): unknown };

/**
 * The SQLite file holds every lead: readable by its owner alone (0600), with its write-ahead
 * log and shared-memory index, which SQLite creates with the database file's own mode.
 */
function ownerOnly(filename: string): void {
  for (const file of [filename, `${filename}-wal`, `${filename}-shm`]) {
    try {
      fs.chmodSync(file, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/**
 * SQLite by default (the local demo: cms/.tmp/data.db); PostgreSQL for a hosted CMS with
 * DATABASE_CLIENT=postgres and DATABASE_URL, or DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD.
 * DATABASE_SSL=true turns on TLS (DATABASE_SSL_REJECT_UNAUTHORIZED=false accepts a
 * self-signed server certificate).
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  const acquireConnectionTimeout = env.int('DATABASE_CONNECTION_TIMEOUT', 60000);
  if (client === 'postgres') {
    const ssl = env.bool('DATABASE_SSL', false)
      ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
      : false;
    const url = env('DATABASE_URL', '');
    return {
      connection: {
        client: 'postgres',
        connection: url
          ? { connectionString: url, ssl }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'strapi'),
              user: env('DATABASE_USERNAME', 'strapi'),
              password: env('DATABASE_PASSWORD', ''),
              ssl,
            },
        schema: env('DATABASE_SCHEMA', 'public'),
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout,
      },
    };
  }
  if (client !== 'sqlite') throw new Error(`DATABASE_CLIENT must be sqlite (the default) or postgres; got ${client}`);
  return {
    connection: {
      client: 'sqlite',
      connection: {
        // Relative paths are resolved from the cms/ directory (not the process cwd).
        filename: fromAppDir(env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      acquireConnectionTimeout,
      // Write-ahead logging: a commit is one append to the log instead of rewriting pages
      // through a rollback journal, and readers do not wait for writers. Each commit is
      // still synced (synchronous FULL), so a stored lead survives a crash.
      pool: {
        afterCreate(connection: SqliteConnection, done: (error?: Error) => void) {
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = FULL');
          ownerOnly(connection.name);
          done();
        },
      },
    },
  };
};
