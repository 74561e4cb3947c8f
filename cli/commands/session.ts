import type { Command } from 'commander';
import { tokenFor, withApi } from '../connection/connect.ts';
import { forgetLogin, storedLogin } from '../connection/credentials.ts';
import { resolveTarget } from '../connection/target.ts';
import { EXIT } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields, text } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';

async function whoami(globals: Globals): Promise<void> {
  const { target, user } = await withApi(globals, { signedIn: true }, async ({ api, target }) => ({ target, user: await api.auth.me.query() }));
  await show(globals, { target: target.key, user }, () => [
    fields([
      ['Name', user.name],
      ['Login ID', user.username],
      ['E-mail', user.email],
      ['Merchant', `${user.merchantName} (${user.merchantId})`],
      ['Account', user.isMasterAdmin ? 'Master admin' : 'Sub-user'],
      ['Time zone', user.timeZone],
      ['Two-factor', user.twoFactorEnabled ? 'on' : 'off'],
      ['Target', target.label],
    ]),
  ]);
}

/** Ends the session on the target and forgets the saved token; a session that already ended is fine. */
async function logout(globals: Globals): Promise<void> {
  const target = resolveTarget(globals);
  const token = tokenFor(globals, target);
  if (token) {
    await withApi(globals, { signedIn: true }, ({ api }) => api.auth.signOut.mutate()).catch(async (error: unknown) => {
      const { exitCodeOf } = await import('../program/failure.ts');
      if (exitCodeOf(error) !== EXIT.auth) throw error;
    });
  }
  // A --token of another session leaves the saved one alone.
  if (token && storedLogin(target.key)?.token === token) forgetLogin(target.key);
  await show(globals, { target: target.key, loggedOut: Boolean(token) }, () => [
    text(token ? `Logged out of ${target.label}.` : `Not logged in to ${target.label}.`),
  ]);
}

export function registerSession(program: Command): void {
  program
    .command('whoami')
    .description('show who is logged in on this target')
    .action((_flags: object, command: Command) => whoami(globalsOf(command)));
  program
    .command('logout')
    .description('end the session on this target and forget its saved token')
    .action((_flags: object, command: Command) => logout(globalsOf(command)));
}
