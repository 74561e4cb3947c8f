import { InvalidArgumentError, type Command } from 'commander';
import type { PermissionMap } from '../../core/permissions/modules.ts';
import { withApi } from '../connection/connect.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields, table } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';

interface CreateFlags {
  name: string;
  description?: string;
  grant: PermissionMap;
}

/** --grant order:edit --grant report:view, gathered into one permission map (the router checks module keys). */
function collectGrant(value: string, granted: PermissionMap): PermissionMap {
  const match = /^([a-z_]+):(view|edit)$/.exec(value);
  if (!match) throw new InvalidArgumentError('Expected MODULE:view or MODULE:edit, e.g. order:edit.');
  // The router refuses unknown module keys with its own message.
  return { ...granted, [match[1]!]: match[2] } as PermissionMap;
}

const grants = (permissions: PermissionMap) =>
  Object.entries(permissions)
    .map(([module, level]) => `${module}:${level}`)
    .join(', ');

async function list(globals: Globals): Promise<void> {
  const roles = await withApi(globals, { signedIn: true }, ({ api }) => api.roles.list.query());
  await show(globals, roles, () => [
    table(
      ['Name', 'Description', 'Modules', 'Users', 'Role ID'],
      roles.map((r) => [r.name, r.description, plural(Object.keys(r.permissions).length, 'module'), String(r.userCount), r.id]),
      'No roles yet.',
    ),
  ]);
}

async function create(globals: Globals, flags: CreateFlags): Promise<void> {
  const input = { name: flags.name, description: flags.description, permissions: flags.grant };
  const role = await withApi(globals, { signedIn: true }, ({ api }) => api.roles.create.mutate(input));
  await show(globals, role, () => [
    fields([
      ['Role ID', role.id],
      ['Name', role.name],
      ['Permissions', grants(role.permissions)],
    ]),
  ]);
}

export function registerRoles(program: Command): void {
  const roles = program.command('roles').description("the merchant's roles (master admin)");
  roles
    .command('list')
    .description('list roles with their module and user counts')
    .action((_flags: object, command: Command) => list(globalsOf(command)));
  roles
    .command('create')
    .description('create a role')
    .requiredOption('--name <name>', 'role name')
    .option('--description <text>', 'what the role is for')
    .option('--grant <module:level>', 'a module and view or edit; repeat for each module', collectGrant, {})
    .action((flags: CreateFlags, command: Command) => create(globalsOf(command), flags));
}
