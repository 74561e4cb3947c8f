import { Option, type Command } from 'commander';
import type { TUserRow } from '../../core/users/schema.ts';
import { withApi } from '../connection/connect.ts';
import { addPasswordOptions, newPassword, type PasswordFlags } from '../input/password.ts';
import { roleIdOf, userIdOf } from '../lookups.ts';
import { wholeNumber } from '../program/arguments.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields, table, text } from '../ui/blocks.ts';
import { dateTime, orDash, plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';
import { withSpinner } from '../ui/spinner.ts';

const STATUSES = ['active', 'inactive'] as const;

interface ListFlags {
  search?: string;
  status?: (typeof STATUSES)[number];
  page: number;
  pageSize: number;
}

interface AddFlags extends PasswordFlags {
  name: string;
  username: string;
  email: string;
  role: string;
  status: (typeof STATUSES)[number];
  startsOn?: string;
  expiresOn?: string;
}

const userFields = (user: TUserRow) =>
  fields([
    ['User ID', user.id],
    ['Login ID', user.username],
    ['Name', user.name],
    ['E-mail', user.email],
    ['Role', orDash(user.roleName)],
    ['Status', user.status],
    ['Starting on', orDash(user.startsOn)],
    ['Expired on', orDash(user.expiresOn)],
  ]);

async function list(globals: Globals, flags: ListFlags): Promise<void> {
  const input = { search: flags.search, status: flags.status, page: flags.page, pageSize: flags.pageSize };
  const page = await withApi(globals, { signedIn: true }, ({ api }) => api.users.list.query(input));
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  await show(globals, page, () => [
    table(
      ['Login ID', 'Name', 'E-mail', 'Role', 'Status', 'Starting on', 'Expired on', 'Last login', 'User ID'],
      page.items.map((u) => [u.username, u.name, u.email, orDash(u.roleName), u.status, orDash(u.startsOn), orDash(u.expiresOn), dateTime(u.lastLoginAt), u.id]),
      'No users found.',
    ),
    text(`Page ${page.page} of ${pages}, ${plural(page.total, 'user')}; ${page.accountUsed} of ${page.accountLimit} accounts used.`),
  ]);
}

async function add(globals: Globals, flags: AddFlags): Promise<void> {
  const password = await newPassword(flags);
  const user = await withApi(globals, { signedIn: true }, async ({ api }) => {
    const roleId = await roleIdOf(api, flags.role);
    const { name, username, email, status, startsOn, expiresOn } = flags;
    const input = { name, username, email, status, startsOn, expiresOn, roleId, password, confirmPassword: password };
    return withSpinner('Adding the user', () => api.users.create.mutate(input));
  });
  await show(globals, user, () => [userFields(user)]);
}

async function deactivate(globals: Globals, idOrUsername: string): Promise<void> {
  const user = await withApi(globals, { signedIn: true }, async ({ api }) =>
    api.users.setStatus.mutate({ id: await userIdOf(api, idOrUsername), status: 'inactive' }),
  );
  await show(globals, user, () => [text(`Deactivated ${user.username}; their sessions have ended.`), userFields(user)]);
}

export function registerUsers(program: Command): void {
  const users = program.command('users').description("the merchant's sub-users (master admin)");
  users
    .command('list')
    .description('list sub-users, newest first')
    .option('--search <text>', 'only names, login IDs or e-mails containing text')
    .addOption(new Option('--status <status>', 'only active or inactive users').choices(STATUSES))
    .option('--page <n>', 'page number', wholeNumber(1), 1)
    .option('--page-size <n>', 'users per page: 20, 40, 60 or 80', wholeNumber(1), 20)
    .action((flags: ListFlags, command: Command) => list(globalsOf(command), flags));
  const addCommand = users
    .command('add')
    .description('add a sub-user')
    .requiredOption('--name <name>', 'full name')
    .requiredOption('--username <loginId>', 'login ID: letters and digits, at least 3')
    .requiredOption('--email <email>', 'e-mail address')
    .requiredOption('--role <role>', 'role ID or name (see merchant roles list)')
    .addOption(new Option('--status <status>', 'whether the account works').choices(STATUSES).default('active'))
    .option('--starts-on <date>', 'first day the account works, YYYY-MM-DD')
    .option('--expires-on <date>', 'last day the account works, YYYY-MM-DD');
  addPasswordOptions(addCommand).action((flags: AddFlags, command: Command) => add(globalsOf(command), flags));
  users
    .command('deactivate')
    .description('deactivate a sub-user and end their sessions')
    .argument('<user>', 'login ID or user ID')
    .action((idOrUsername: string, _flags: object, command: Command) => deactivate(globalsOf(command), idOrUsername));
}
