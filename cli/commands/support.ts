import { Option, type Command } from 'commander';
import { TICKET_STATUSES, type TicketStatus } from '../../core/support/constants.ts';
import type { TOperatorTicket } from '../../core/support/schema.ts';
import type { BaseCtx } from '../../core/shared/context.ts';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields, table, text } from '../ui/blocks.ts';
import { dateTime, plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';

const SETTABLE = ['in_progress', 'completed', 'canceled'] as const;

/** Runs an operator action of the support area on the local database, across merchants. */
async function onLocalDatabase<T>(globals: Globals, commandName: string, action: (base: BaseCtx) => Promise<T>): Promise<T> {
  const config = operatorConfig(globals, `support tickets ${commandName}`);
  return withLocalRuntime(config, async (runtime) => {
    const { baseContext } = await import('../../core/shared/context.ts');
    return action(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: `merchant support tickets ${commandName}` }));
  });
}

const ticketFields = (t: TOperatorTicket) =>
  fields([
    ['Ticket', `#${t.number} (${t.id})`],
    ['Merchant', `${t.merchantName} (${t.merchantId})`],
    ['Kind', t.kind],
    ['Issue', t.issue],
    ['Status', t.status],
    ['Resolved', t.resolvedAt ? dateTime(t.resolvedAt) : '-'],
  ]);

async function list(globals: Globals, flags: { merchant?: string; status?: TicketStatus }): Promise<void> {
  const { operatorTickets } = await import('../../core/support/operator.ts');
  const tickets = await onLocalDatabase(globals, 'list', (base) => operatorTickets(base, { merchantId: flags.merchant, status: flags.status }));
  await show(globals, tickets, () => [
    table(
      ['Ticket', 'Number', 'Merchant', 'Kind', 'Issue', 'Status', 'Opened'],
      tickets.map((t) => [t.id, `#${t.number}`, t.merchantName, t.kind, t.issue, t.status, dateTime(t.createdAt)]),
      'No support tickets.',
    ),
    text(`${plural(tickets.length, 'ticket')}, oldest first.`),
  ]);
}

async function setStatus(globals: Globals, id: string, flags: { status: (typeof SETTABLE)[number]; note?: string }): Promise<void> {
  const { setTicketStatus } = await import('../../core/support/operator.ts');
  const ticket = await onLocalDatabase(globals, 'set-status', (base) => setTicketStatus(base, { id, status: flags.status, note: flags.note }));
  await show(globals, ticket, () => [ticketFields(ticket)]);
}

/** `merchant support tickets list|set-status`: the platform operator works merchants' support tickets. */
export function registerSupport(program: Command): void {
  const tickets = program.command('support').description("merchants' support tickets (operator, local database only)").command('tickets').description('remote support tickets and support requests');
  tickets
    .command('list')
    .description("every merchant's tickets, oldest first")
    .option('--merchant <id>', "only this merchant's tickets")
    .addOption(new Option('--status <status>', 'only tickets of this status').choices(TICKET_STATUSES))
    .action((flags: { merchant?: string; status?: TicketStatus }, command: Command) => list(globalsOf(command), flags));
  tickets
    .command('set-status')
    .description('move a ticket on (completed records when it was resolved); the merchant is e-mailed')
    .argument('<ticketId>', 'the ticket')
    .addOption(new Option('--status <status>', 'the new status').choices(SETTABLE).makeOptionMandatory())
    .option('--note <text>', 'a note for the status history and the e-mail')
    .action((id: string, flags: { status: (typeof SETTABLE)[number]; note?: string }, command: Command) => setStatus(globalsOf(command), id, flags));
}
