import type { Command } from 'commander';
import type { TOperatorAnnouncement } from '../../core/announcements/schema.ts';
import type { BaseCtx } from '../../core/shared/context.ts';
import { LOCAL_REQUEST } from '../connection/client-identity.ts';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields, table, text } from '../ui/blocks.ts';
import { dateTime, orDash, plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';

export interface AddFlags {
  title: string;
  body: string;
  merchant?: string;
}

/** Runs an operator action on announcements against the local database, across merchants. */
async function onLocalDatabase<T>(globals: Globals, commandName: string, action: (base: BaseCtx) => Promise<T>): Promise<T> {
  return withLocalRuntime(operatorConfig(globals, commandName), async (runtime) => {
    const { baseContext } = await import('../../core/shared/context.ts');
    return action(baseContext(runtime.database, runtime.env, LOCAL_REQUEST));
  });
}

/** `announcements add`, and its older name `merchants announce` (kept so existing scripts still work). */
export async function publish(globals: Globals, commandName: string, flags: AddFlags): Promise<void> {
  const { publishAnnouncement } = await import('../../core/announcements/announcements.ts');
  const published = await onLocalDatabase(globals, commandName, (base) => publishAnnouncement(base, { title: flags.title, body: flags.body, merchantId: flags.merchant }));
  await show(globals, published, () => [text(`Published to ${plural(published.merchants, 'merchant')}.`)]);
}

const announcementFields = (a: TOperatorAnnouncement) =>
  fields([
    ['Announcement', a.id],
    ['Merchant', a.merchantId],
    ['Title', a.title],
    ['Published', dateTime(a.publishedAt)],
    ['Archived', orDash(a.archivedAt && dateTime(a.archivedAt))],
  ]);

/** Adds a publishing command's options: the headline, the text and, optionally, the one merchant. */
export const withPublishOptions = (command: Command): Command =>
  command
    .requiredOption('--title <title>', 'the headline')
    .requiredOption('--body <text>', 'the announcement itself')
    .option('--merchant <merchantId>', 'only this merchant');

/** `merchant announcements add|list|archive`: the operator's notices on merchants' dashboards (local database only). */
export function registerAnnouncements(program: Command): void {
  const announcements = program.command('announcements').description("announcements on merchants' dashboards (operator, local database only)");
  withPublishOptions(announcements.command('add').description('publish an announcement now (every merchant unless --merchant)')).action((flags: AddFlags, command: Command) =>
    publish(globalsOf(command), 'announcements add', flags),
  );
  announcements
    .command('list')
    .description('announcements, newest first (archived ones only with --archived)')
    .option('--merchant <merchantId>', 'only this merchant')
    .option('--archived', 'include archived announcements')
    .action(async (flags: { merchant?: string; archived?: boolean }, command: Command) => {
      const globals = globalsOf(command);
      const { operatorAnnouncements } = await import('../../core/announcements/operator.ts');
      const rows = await onLocalDatabase(globals, 'announcements list', (base) => operatorAnnouncements(base, { merchantId: flags.merchant, archived: flags.archived }));
      await show(globals, rows, () => [
        table(
          ['Announcement', 'Merchant', 'Title', 'Published', 'Archived'],
          rows.map((a) => [a.id, a.merchantId, a.title, dateTime(a.publishedAt), orDash(a.archivedAt && dateTime(a.archivedAt))]),
          'No announcements.',
        ),
      ]);
    });
  announcements
    .command('archive')
    .description("take an announcement off its merchant's dashboard")
    .argument('<announcementId>', 'the announcement (see announcements list)')
    .action(async (id: string, _flags: unknown, command: Command) => {
      const globals = globalsOf(command);
      const { archiveAnnouncement } = await import('../../core/announcements/operator.ts');
      const archived = await onLocalDatabase(globals, 'announcements archive', (base) => archiveAnnouncement(base, id));
      await show(globals, archived, () => [announcementFields(archived)]);
    });
}
