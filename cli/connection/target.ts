import { sqliteFilePath } from '../../core/db/database.ts';
import { loadConfig, type AppConfig } from '../../core/platform/config.ts';
import { usageError } from '../program/exit-codes.ts';
import type { Globals } from '../program/globals.ts';

/** Where commands go: a server over HTTP, or the local database in-process. `key` names it in the credentials file. */
export type Target =
  | { kind: 'server'; key: string; label: string; url: string }
  | { kind: 'local'; key: string; label: string; config: AppConfig };

function serverTarget(raw: string): Target {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw usageError(`--server must be an http:// or https:// URL (got "${raw}").`);
  const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  return { kind: 'server', key: base, label: base, url: base };
}

/** The database URL as a stable key: SQLite by absolute path, other engines without the password. */
function databaseKey(databaseUrl: string): string {
  if (databaseUrl.startsWith('file:')) return `file:${sqliteFilePath(databaseUrl)}`;
  const url = new URL(databaseUrl);
  url.password = '';
  return url.toString();
}

export function resolveTarget(globals: Globals): Target {
  if (globals.server) return serverTarget(globals.server);
  const config = loadConfig();
  const database = databaseKey(config.databaseUrl);
  return { kind: 'local', key: `local:${database}`, label: `the local database ${database}`, config };
}

/** How to run a command against this target, for hints such as "run merchant login first". */
export const commandFor = (target: Target, command: string) =>
  target.kind === 'server' ? `merchant --server ${target.url} ${command}` : `merchant ${command}`;
