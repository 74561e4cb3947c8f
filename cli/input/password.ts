import { Option, type Command } from 'commander';
import { CliError, EXIT } from '../program/exit-codes.ts';
import { ask } from '../ui/prompt.ts';
import { readStdin } from './stdin.ts';

export interface PasswordFlags {
  password?: string;
  passwordStdin?: boolean;
}

/** Adds --password and --password-stdin to a command that sets a new password. */
export function addPasswordOptions(command: Command): Command {
  return command
    .addOption(new Option('--password <password>', 'the password to set (other local users can see it; prefer --password-stdin)'))
    .addOption(new Option('--password-stdin', 'read the password to set from stdin').conflicts('password'));
}

/** A new password from the flags, or typed twice on a terminal. */
export async function newPassword(flags: PasswordFlags): Promise<string> {
  if (flags.passwordStdin) return readStdin();
  if (flags.password !== undefined) return flags.password;
  const question = { what: 'a password', instead: '--password-stdin (or --password)', secret: true };
  const password = await ask({ ...question, label: 'Password' });
  const again = await ask({ ...question, label: 'Confirm password' });
  if (again !== password) {
    const { PASSWORD_MESSAGES } = await import('../../core/auth/password-rules.ts');
    throw new CliError(PASSWORD_MESSAGES.mismatch, EXIT.rejected);
  }
  return password;
}
