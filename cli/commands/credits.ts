import { InvalidArgumentError, type Command } from 'commander';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { CliError, EXIT } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields, text } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';
import { CREDIT_KINDS, MAX_CREDIT_MOVEMENT, type CreditKind } from '../../core/credits/kinds.ts';

interface AddFlags {
  merchant: string;
  kind: CreditKind;
  amount: number;
  note?: string;
}

const kindOf = (value: string): CreditKind => {
  if (!(CREDIT_KINDS as readonly string[]).includes(value)) throw new InvalidArgumentError(`Expected one of ${CREDIT_KINDS.join(', ')}.`);
  return value as CreditKind;
};

const signedAmount = (value: string): number => {
  const n = Number(value);
  if (!/^-?\d+$/.test(value) || n === 0 || Math.abs(n) > MAX_CREDIT_MOVEMENT) throw new InvalidArgumentError(`Expected a whole number of credits other than 0, at most ${MAX_CREDIT_MOVEMENT} either way.`);
  return n;
};

/** Adds credits a merchant bought (or, negative, takes back a correction) through the one ledger. */
async function add(globals: Globals, flags: AddFlags): Promise<void> {
  const config = operatorConfig(globals, 'credits add');
  const moved = await withLocalRuntime(config, async (runtime) => {
    const [{ grantCredits }, { baseContext, systemCtx, withTransaction }] = await Promise.all([import('../../core/credits/ledger.ts'), import('../../core/shared/context.ts')]);
    const merchant = await runtime.database.client.merchant.findUnique({ where: { id: flags.merchant }, select: { id: true, timeZone: true } });
    if (!merchant) throw new CliError(`No merchant ${flags.merchant}.`, EXIT.notFound);
    const ctx = systemCtx(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'merchant credits add' }), merchant);
    const movement = { kind: flags.kind, amount: flags.amount, reason: flags.amount > 0 ? ('top_up' as const) : ('adjustment' as const), note: flags.note ?? '', createdBy: 'operator' };
    return withTransaction(ctx, (tx) => grantCredits(tx, movement));
  });
  await show(globals, { kind: flags.kind, amount: flags.amount, ...moved }, () => [
    fields([
      ['Kind', flags.kind],
      ['Moved', String(flags.amount)],
      ['Balance', String(moved.balanceAfter)],
    ]),
  ]);
}

/** The scheduled run, for cron: every credit pack past its expiry, its unspent credits taken off the balance. */
async function expire(globals: Globals): Promise<void> {
  const config = operatorConfig(globals, 'credits expire');
  const result = await withLocalRuntime(config, async (runtime) => {
    const [{ expireDueLots }, { baseContext }] = await Promise.all([import('../../core/credits/expiry.ts'), import('../../core/shared/context.ts')]);
    return expireDueLots(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'merchant credits expire' }));
  });
  await show(globals, result, () => [text(`Expired packs: ${result.lots}; credits taken off: ${result.credits}.`)]);
}

/** `merchant credits add` and `merchant credits expire`: the operator's top-ups and corrections of a merchant's credits, and the packs' expiry run. */
export function registerCredits(program: Command): void {
  const credits = program.command('credits').description("merchants' credits: top-ups, corrections and the packs' expiry (operator, local database only)");
  credits
    .command('expire')
    .description('expire every credit pack past its expiry, taking its unspent credits off the balance (run it from cron; safe to run again)')
    .action((_flags: unknown, command: Command) => expire(globalsOf(command)));
  credits
    .command('add')
    .description('add credits a merchant bought, or take back a correction with a negative amount (never below 0)')
    .requiredOption('--merchant <merchantId>', 'the merchant')
    .requiredOption('--kind <kind>', `the kind of credit: ${CREDIT_KINDS.join(', ')}`, kindOf)
    .requiredOption('--amount <n>', 'credits to add (negative to take back)', signedAmount)
    .option('--note <text>', 'why, kept in the ledger')
    .action((flags: AddFlags, command: Command) => add(globalsOf(command), flags));
}
