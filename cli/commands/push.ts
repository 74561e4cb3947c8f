import type { Command } from 'commander';
import { withApi } from '../connection/connect.ts';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { CliError, EXIT, usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { table, text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';

interface SendFlags {
  title: string;
  body?: string;
  url?: string;
  schedule?: string;
}

/** Composes a push message through the router: sent now (the server or the next send-due run sends it) or at --schedule. */
async function send(globals: Globals, flags: SendFlags): Promise<void> {
  let sendAt: Date | null = null;
  if (flags.schedule !== undefined) {
    // An ISO time with its zone (2026-12-01T09:00:00+08:00 or ...Z): a bare time would be read in this machine's zone.
    if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(flags.schedule) || Number.isNaN(Date.parse(flags.schedule))) throw usageError(`--schedule must be an ISO time with its zone, e.g. 2026-12-01T09:00:00+08:00 (got ${flags.schedule})`);
    sendAt = new Date(flags.schedule);
  }
  await withApi(globals, { signedIn: true }, async ({ api }) => {
    const message = await api.pushMessages.send.mutate({ title: flags.title, body: flags.body ?? '', url: flags.url ?? '', sendAt });
    await show(globals, message, () => [text(sendAt ? `Push message ${message.id} scheduled for ${message.sendAt.toISOString()}.` : `Push message ${message.id} will be sent now.`)]);
  });
}

/** For cron: sends every merchant's due push messages; exit 1 naming any merchant that failed. */
async function sendDue(globals: Globals): Promise<void> {
  const config = operatorConfig(globals, 'push send-due');
  const run = await withLocalRuntime(config, async (runtime) => {
    const [{ sendAllDuePushMessages }, { baseContext }] = await Promise.all([import('../../core/app/push-run.ts'), import('../../core/shared/context.ts')]);
    return sendAllDuePushMessages(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'merchant push send-due' }));
  });
  await show(globals, run, () =>
    run.configured
      ? [
          table(
            ['Merchant', 'Messages', 'Sent', 'Failed'],
            run.merchants.map((m) => [m.merchantName, m.error ? `FAILED: ${m.error}` : String(m.messages), String(m.sent), String(m.failed)]),
            'No push messages due.',
          ),
          text(`Sent the due push messages of ${plural(run.merchants.length - run.failed, 'merchant')}.`),
        ]
      : [text('No push service is set up (PUSH_PROVIDER, PUSH_API_URL): push messages wait unsent.')],
  );
  const failed = run.merchants.filter((m) => m.error);
  if (failed.length) throw new CliError(`Sending push messages failed for ${failed.map((m) => m.merchantName).join(', ')}.`, EXIT.rejected);
}

/** `merchant push send` (signed in, through the router) and `merchant push send-due` (operator, local database only). */
export function registerPush(program: Command): void {
  const push = program.command('push').description('push messages to the merchant’s app');
  push
    .command('send')
    .description('compose a push message: sent now, or at --schedule')
    .requiredOption('--title <text>', 'the title (required)')
    .option('--body <text>', 'the message')
    .option('--url <url>', 'what the app opens when the message is tapped')
    .option('--schedule <iso>', 'when to send it, an ISO time with its zone (default: now)')
    .action((flags: SendFlags, command: Command) => send(globalsOf(command), flags));
  push
    .command('send-due')
    .description('cron, operator: send every merchant’s due push messages (safe to run twice)')
    .action((_flags: unknown, command: Command) => sendDue(globalsOf(command)));
}
