// What an operator types (a role name, a login ID) turned into the record IDs the router takes.
import type { Api } from './connection/api.ts';
import { CliError, EXIT } from './program/exit-codes.ts';

/** The role with this ID or (case-insensitive) name. */
export async function roleIdOf(api: Api, idOrName: string): Promise<string> {
  const roles = await api.roles.list.query();
  const wanted = idOrName.toLowerCase();
  const role = roles.find((r) => r.id === idOrName) ?? roles.find((r) => r.name.toLowerCase() === wanted);
  if (!role) throw new CliError(`No role has the ID or name "${idOrName}" (see merchant roles list).`, EXIT.rejected);
  return role.id;
}

const PAGE_SIZE = 80;

/** The sub-user with this login ID, else the value itself as a user ID (the router says when none has it). */
export async function userIdOf(api: Api, idOrUsername: string): Promise<string> {
  const wanted = idOrUsername.toLowerCase();
  // The search also matches names and e-mails, so the exact login ID may be on a later page.
  for (let page = 1; ; page++) {
    const { items, total } = await api.users.list.query({ search: idOrUsername, page, pageSize: PAGE_SIZE });
    const user = items.find((u) => u.username.toLowerCase() === wanted);
    if (user) return user.id;
    if (page * PAGE_SIZE >= total) return idOrUsername;
  }
}
