import { InvalidArgumentError, type Command } from 'commander';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import type { Runtime } from '../../server/runtime.ts';
import { CliError, EXIT } from '../program/exit-codes.ts';
import { wholeNumber } from '../program/arguments.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';
import { isAppError } from '../../core/shared/errors.ts';
import { MAX_SLOT_CAPACITY, PLUGIN_SLOT_TYPES, type TPluginSlotType } from '../../core/plugins/constants.ts';

interface SlotFlags {
  merchant: string;
  type: TPluginSlotType;
  capacity: number;
}

interface FulfilFlags {
  merchant: string;
  id: string;
  amount: number;
}

const slotTypeOf = (value: string): TPluginSlotType => {
  if (!(PLUGIN_SLOT_TYPES as readonly string[]).includes(value)) throw new InvalidArgumentError(`Expected one of ${PLUGIN_SLOT_TYPES.join(', ')}.`);
  return value as TPluginSlotType;
};

/** The merchant's system context on the local database, for the operator's commands. */
async function merchantCtx(runtime: Runtime, merchantId: string, command: string) {
  const { baseContext, systemCtx } = await import('../../core/shared/context.ts');
  const merchant = await runtime.database.client.merchant.findUnique({ where: { id: merchantId }, select: { id: true, timeZone: true } });
  if (!merchant) throw new CliError(`No merchant ${merchantId}.`, EXIT.notFound);
  return systemCtx(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: `merchant ${command}` }), merchant);
}

/** A plain refusal of the operator's input (too few slots for the plugins on, a request already set up) exits 1; domain errors keep their own codes. */
async function refusedAsInput<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isAppError(error) || !(error instanceof Error)) throw error;
    throw new CliError(error.message, EXIT.rejected);
  }
}

/** Sets how many plugin slots of a type a merchant has (the account manager's answer to "all plugin slots occupied"). */
async function setSlots(globals: Globals, flags: SlotFlags): Promise<void> {
  const config = operatorConfig(globals, 'plugins slots');
  const usage = await withLocalRuntime(config, async (runtime) => {
    const { setSlotCapacity } = await import('../../core/plugins/slots.ts');
    const ctx = await merchantCtx(runtime, flags.merchant, 'plugins slots');
    return refusedAsInput(() => setSlotCapacity(ctx, flags.type, flags.capacity));
  });
  await show(globals, usage, () => [
    fields([
      ['Slot type', usage.slotType],
      ['Capacity', String(usage.capacity)],
      ['In use', String(usage.used)],
    ]),
  ]);
}

/** Marks a requested payment gateway set up: active from today, at the amount agreed with the merchant. */
async function fulfil(globals: Globals, flags: FulfilFlags): Promise<void> {
  const config = operatorConfig(globals, 'plugins fulfil');
  const record = await withLocalRuntime(config, async (runtime) => {
    const { fulfilGatewayRequest } = await import('../../core/plugins/add-ons.ts');
    const ctx = await merchantCtx(runtime, flags.merchant, 'plugins fulfil');
    return refusedAsInput(() => fulfilGatewayRequest(ctx, flags.id, flags.amount));
  });
  await show(globals, record, () => [
    fields([
      ['Add-on', record.addOn],
      ['Status', record.status],
      ['Active from', record.startDate],
      ['Amount (sen)', String(record.amountSen)],
    ]),
  ]);
}

/** `merchant plugins slots` and `fulfil`: the account manager's side of plugin slots and add-on requests. */
export function registerPlugins(program: Command): void {
  const plugins = program.command('plugins').description("a merchant's plugin slots and add-on requests (operator, local database only)");
  plugins
    .command('slots')
    .description('set how many plugin slots of a type a merchant has (never fewer than its active plugins hold)')
    .requiredOption('--merchant <merchantId>', 'the merchant')
    .requiredOption('--type <slotType>', `the slot type: ${PLUGIN_SLOT_TYPES.join(', ')}`, slotTypeOf)
    .requiredOption('--capacity <n>', 'the slots of that type', wholeNumber(0, MAX_SLOT_CAPACITY))
    .action((flags: SlotFlags, command: Command) => setSlots(globalsOf(command), flags));
  plugins
    .command('fulfil')
    .description('mark a requested payment gateway add-on set up, active from today')
    .requiredOption('--merchant <merchantId>', 'the merchant')
    .requiredOption('--id <addOnPurchaseId>', 'the request (the add-on records list its id)')
    .requiredOption('--amount <sen>', 'the amount agreed, in sen', wholeNumber(0, 100_000_000))
    .action((flags: FulfilFlags, command: Command) => fulfil(globalsOf(command), flags));
}
