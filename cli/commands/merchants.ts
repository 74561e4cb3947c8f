import type { Command } from 'commander';
import { publish, withPublishOptions, type AddFlags } from './announcements.ts';
import { LOCAL_REQUEST } from '../connection/client-identity.ts';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { addPasswordOptions, newPassword, type PasswordFlags } from '../input/password.ts';
import { wholeNumber } from '../program/arguments.ts';
import { globalsOf } from '../program/globals.ts';
import { fields, text } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';
import { withSpinner } from '../ui/spinner.ts';

interface CreateFlags extends PasswordFlags {
  name: string;
  username: string;
  email: string;
  adminName?: string;
  timeZone?: string;
  accountLimit?: number;
}

export function registerMerchants(program: Command): void {
  const merchants = program.command('merchants').description('merchants of this installation (operator, local database only)');
  const create = merchants
    .command('create')
    .description('create a merchant and its master admin')
    .requiredOption('--name <name>', 'the business name')
    .requiredOption('--username <loginId>', "the master admin's login ID")
    .requiredOption('--email <email>', "the merchant's and master admin's e-mail")
    .option('--admin-name <name>', "the master admin's name (default: the business name)")
    .option('--time-zone <zone>', 'IANA time zone (default Asia/Kuala_Lumpur)')
    .option('--account-limit <n>', 'how many sub-users the merchant may have (default 10)', wholeNumber(0));
  addPasswordOptions(create).action(async (flags: CreateFlags, command: Command) => {
    const globals = globalsOf(command);
    const config = operatorConfig(globals, 'merchants create');
    const { passwordStdin: _stdin, ...input } = { ...flags, password: await newPassword(flags) };
    const created = await withLocalRuntime(config, async (runtime) => {
      const [{ createMerchant }, { baseContext }] = await Promise.all([import('../../core/merchants/service.ts'), import('../../core/shared/context.ts')]);
      return withSpinner('Creating the merchant', () => createMerchant(baseContext(runtime.database, runtime.env, LOCAL_REQUEST), input));
    });
    await show(globals, created, () => [
      fields([
        ['Merchant ID', created.merchantId],
        ['Master admin user ID', created.userId],
        ['Login ID', flags.username],
      ]),
      text(`Log in with: merchant login --username ${flags.username}`),
    ]);
  });

  // The older name of `announcements add`, kept for scripts that use it.
  withPublishOptions(merchants.command('announce').description('same as `merchant announcements add`')).action((flags: AddFlags, command: Command) =>
    publish(globalsOf(command), 'merchants announce', flags),
  );
}
