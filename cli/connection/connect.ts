import { CliError, EXIT } from '../program/exit-codes.ts';
import type { Globals } from '../program/globals.ts';
import type { Api } from './api.ts';
import { storedLogin } from './credentials.ts';
import type { FileTransfer } from './files.ts';
import { withLocalRuntime } from './local-runtime.ts';
import type { Runtime } from '../../server/runtime.ts';
import { commandFor, resolveTarget, type Target } from './target.ts';

export interface Connection {
  api: Api;
  target: Target;
  /** Uploads and downloads, the same over HTTP and in-process. */
  files: FileTransfer;
  /**
   * Runs queued jobs until the returned function is called. On the local database the CLI is
   * the runner (no server may be running); a server runs its own, so over HTTP this does nothing.
   */
  runJobs(): Promise<() => Promise<void>>;
}

/** --token (or MERCHANT_TOKEN, which commander reads into it) wins over the login stored for the target. */
export const tokenFor = (globals: Globals, target: Target): string | null => globals.token ?? storedLogin(target.key)?.token ?? null;

/**
 * Runs fn with the router of the target: the named server over HTTP, or else the local database
 * in-process. With signedIn, refuses early when there is no token to send.
 */
export async function withApi<T>(globals: Globals, options: { signedIn: boolean }, fn: (connection: Connection) => Promise<T>): Promise<T> {
  const target = resolveTarget(globals);
  const token = tokenFor(globals, target);
  if (options.signedIn && !token) throw new CliError(`Not logged in to ${target.label}: run ${commandFor(target, 'login')} first.`, EXIT.auth);
  if (target.kind === 'server') {
    const [{ httpApi, unreachable }, { httpFiles }] = await Promise.all([import('./http-api.ts'), import('./files.ts')]);
    const idle = async () => async () => {};
    return fn({ api: httpApi(target.url, token), target, files: httpFiles(target.url, token), runJobs: idle }).catch((error: unknown) => {
      throw unreachable(target.url, error);
    });
  }
  const [{ localApi }, { localFiles }] = await Promise.all([import('./local-api.ts'), import('./files.ts')]);
  // The job runner (and the spreadsheet libraries under it) loads only for the commands that run jobs.
  const runJobs = async (runtime: Runtime) => {
    const { startJobRunner } = await import('../../server/jobs-runner.ts');
    return startJobRunner(runtime, (message, extra) => process.stderr.write(`${message} ${JSON.stringify(extra ?? {})}\n`), { pollMs: 200 }).stop;
  };
  return withLocalRuntime(target.config, (runtime) => fn({ api: localApi(runtime, token), target, files: localFiles(runtime, token), runJobs: () => runJobs(runtime) }));
}
