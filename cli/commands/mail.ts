import { Option, type Command } from 'commander';
import type { OutboxEntry } from '../../core/mail/outbox.ts';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { wholeNumber } from '../program/arguments.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields, text, type Block } from '../ui/blocks.ts';
import { dateTime, plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';

interface OutboxFlags {
  status?: string;
  limit: number;
  to?: string;
}

function messageBlocks(message: OutboxEntry): Block[] {
  const delivery = message.status === 'sent' ? `sent ${dateTime(message.sentAt)}` : message.status;
  return [
    fields([
      ['Created', dateTime(message.createdAt)],
      ['To', message.to],
      ['Subject', message.subject],
      ['Status', message.attempts > 0 ? `${delivery} after ${plural(message.attempts, 'attempt')}` : delivery],
      ...(message.lastError ? [['Last error', message.lastError] as [string, string]] : []),
    ]),
    text(message.text),
  ];
}

/** The newest messages with their bodies, so an operator without SMTP can read reset links and codes. */
async function outbox(globals: Globals, flags: OutboxFlags): Promise<void> {
  const config = operatorConfig(globals, 'mail outbox');
  const messages = await withLocalRuntime(config, async (runtime) => {
    const { listOutbox } = await import('../../core/mail/outbox.ts');
    return listOutbox(runtime.database.client, flags);
  });
  await show(globals, messages, () => (messages.length ? messages.flatMap(messageBlocks) : [text('No messages.')]));
}

export function registerMail(program: Command): void {
  program
    .command('mail')
    .description('e-mail (operator, local database only)')
    .command('outbox')
    .description('show the newest messages of the outbox with their text')
    .addOption(new Option('--status <status>', 'only messages in this state').choices(['pending', 'sent', 'failed']))
    .option('--limit <n>', 'how many messages', wholeNumber(1), 50)
    .option('--to <email>', 'only messages to this address')
    .action((flags: OutboxFlags, command: Command) => outbox(globalsOf(command), flags));
}
