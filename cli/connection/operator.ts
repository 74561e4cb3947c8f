import { loadConfig, type AppConfig } from '../../core/platform/config.ts';
import { usageError } from '../program/exit-codes.ts';
import type { Globals } from '../program/globals.ts';

/**
 * The configuration for an operator command: these act on the local database (DATABASE_URL)
 * and are never offered over HTTP, so a named server is refused rather than ignored.
 */
export function operatorConfig(globals: Globals, commandName: string, env: NodeJS.ProcessEnv = process.env): AppConfig {
  if (globals.server) {
    throw usageError(`merchant ${commandName} works only on the local database (DATABASE_URL): run it on the server's machine without --server and MERCHANT_SERVER.`);
  }
  return loadConfig(env);
}
