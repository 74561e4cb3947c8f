import type { Command } from 'commander';
import type { Api } from '../connection/api.ts';
import { withApi } from '../connection/connect.ts';
import { saveLogin, storedDeviceToken } from '../connection/credentials.ts';
import { readStdin } from '../input/stdin.ts';
import { globalsOf } from '../program/globals.ts';
import { text } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';
import { ask } from '../ui/prompt.ts';
import { withSpinner } from '../ui/spinner.ts';

interface LoginFlags {
  username?: string;
  passwordStdin?: boolean;
  otp?: string;
}

/**
 * Sign-in, with the two-factor step when the account has it on; returns the session. A code
 * given with --otp goes with the password, which lets the owner in while the login ID waits.
 */
async function signIn(api: Api, username: string, password: string, otp: string | undefined, deviceToken: string | undefined) {
  // The machine's time zone names the session's region in the active sessions list.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const first = await withSpinner('Signing in', () => api.auth.signIn.mutate({ username, password, timeZone, deviceToken, otp }));
  if (first.kind === 'session') return first;
  const code = await ask({ label: 'Two-factor code', what: 'the two-factor code', instead: '--otp CODE' });
  const second = await withSpinner('Checking the code', () => api.auth.verifyOtp.mutate({ challenge: first.challenge, otp: code, deviceToken }));
  if (second.kind !== 'session') throw new Error('The server asked for a second two-factor step.');
  return second;
}

export function registerLogin(program: Command): void {
  program
    .command('login')
    .description('sign in and save the session for this target (the server, or the local database)')
    .option('--username <loginId>', 'login ID (asked on a terminal when left out)')
    .option('--password-stdin', 'read the password from stdin (asked on a terminal when left out)')
    .option('--otp <code>', 'the 6-digit code from the authenticator app, for accounts with two-factor authentication')
    .action(async (flags: LoginFlags, command: Command) => {
      const globals = globalsOf(command);
      const username = flags.username ?? (await ask({ label: 'Login ID', what: 'the username', instead: '--username and --password-stdin' }));
      const password = flags.passwordStdin
        ? await readStdin()
        : await ask({ label: 'Password', what: 'the password', instead: '--password-stdin', secret: true });
      const { target, user } = await withApi(globals, { signedIn: false }, async ({ api, target }) => {
        const session = await signIn(api, username, password, flags.otp, storedDeviceToken(target.key, username));
        saveLogin(target.key, { token: session.token, username: session.user.username, savedAt: new Date().toISOString() }, session.deviceToken);
        return { target, user: session.user };
      });
      await show(globals, { target: target.key, user }, () => [
        text(`Logged in to ${target.label} as ${user.name} (${user.username}) of ${user.merchantName}.`),
      ]);
    });
}
