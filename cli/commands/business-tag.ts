import { Option, type Command } from 'commander';
import { BIND_REQUEST_STATUSES, type BindRequestStatus } from '../../core/business-tag/constants.ts';
import type { TOperatorBindRequest } from '../../core/business-tag/schema.ts';
import type { BaseCtx } from '../../core/shared/context.ts';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields, table, text } from '../ui/blocks.ts';
import { dateTime, plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';

/** Runs an operator action of the business tag area on the local database, across merchants. */
async function onLocalDatabase<T>(globals: Globals, commandName: string, action: (base: BaseCtx) => Promise<T>): Promise<T> {
  const config = operatorConfig(globals, `business-tag ${commandName}`);
  return withLocalRuntime(config, async (runtime) => {
    const { baseContext } = await import('../../core/shared/context.ts');
    return action(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: `merchant business-tag ${commandName}` }));
  });
}

const requestFields = (r: TOperatorBindRequest) =>
  fields([
    ['Request', r.id],
    ['Merchant', `${r.merchantName} (${r.merchantId})`],
    ['Status', r.status],
    ['Cards', r.cardIds.join(', ')],
  ]);

async function list(globals: Globals, flags: { status?: BindRequestStatus }): Promise<void> {
  const { operatorBindRequests } = await import('../../core/business-tag/operator.ts');
  const requests = await onLocalDatabase(globals, 'requests', (base) => operatorBindRequests(base, { status: flags.status }));
  await show(globals, requests, () => [
    table(
      ['Request', 'Merchant', 'Status', 'Cards', 'Requested'],
      requests.map((r) => [r.id, r.merchantName, r.status, r.cardIds.join(', '), dateTime(r.createdAt)]),
      'No bind-card requests.',
    ),
    text(`${plural(requests.length, 'request')}, oldest first.`),
  ]);
}

async function decide(globals: Globals, id: string, decision: 'approve' | 'reject'): Promise<void> {
  const { approveBindRequest, rejectBindRequest } = await import('../../core/business-tag/operator.ts');
  const request = await onLocalDatabase(globals, decision, (base) => (decision === 'approve' ? approveBindRequest(base, { id }) : rejectBindRequest(base, { id })));
  await show(globals, request, () => [requestFields(request)]);
}

/** `merchant business-tag requests|approve|reject`: the platform operator decides merchants' bind-card requests. */
export function registerBusinessTag(program: Command): void {
  const businessTag = program.command('business-tag').description("merchants' bind-card requests for business tag cards (operator, local database only)");
  businessTag
    .command('requests')
    .description("every merchant's bind-card requests, oldest first")
    .addOption(new Option('--status <status>', 'only requests of this status').choices(BIND_REQUEST_STATUSES))
    .action((flags: { status?: BindRequestStatus }, command: Command) => list(globalsOf(command), flags));
  businessTag
    .command('approve')
    .description("approve a pending request: its cards are bound to the merchant, inactive and with no holder")
    .argument('<requestId>', 'the request')
    .action((id: string, _flags: unknown, command: Command) => decide(globalsOf(command), id, 'approve'));
  businessTag
    .command('reject')
    .description('reject a pending request; no card is bound')
    .argument('<requestId>', 'the request')
    .action((id: string, _flags: unknown, command: Command) => decide(globalsOf(command), id, 'reject'));
}
