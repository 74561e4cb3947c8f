import { InvalidArgumentError, type Command } from 'commander';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { CliError, EXIT } from '../program/exit-codes.ts';
import { wholeNumber } from '../program/arguments.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields } from '../ui/blocks.ts';
import { show } from '../ui/output.ts';
import { registerShowcaseSync } from './showcases.ts';

interface AddFlags {
  merchant: string;
  product?: string;
  category: string;
  months: number;
  views: number;
  clicks: number;
  start?: string;
}

const day = (value: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) throw new InvalidArgumentError('Expected a day as YYYY-MM-DD.');
  return value;
};

/** Adds a product showcase slot sold to a merchant, active from its first day. */
async function add(globals: Globals, flags: AddFlags): Promise<void> {
  const config = operatorConfig(globals, 'showcases add');
  const slot = await withLocalRuntime(config, async (runtime) => {
    const [{ addShowcaseSlot }, { baseContext, systemCtx }] = await Promise.all([import('../../core/reports/showcase-slots.ts'), import('../../core/shared/context.ts')]);
    const merchant = await runtime.database.client.merchant.findUnique({ where: { id: flags.merchant }, select: { id: true, timeZone: true } });
    if (!merchant) throw new CliError(`No merchant ${flags.merchant}.`, EXIT.notFound);
    const ctx = systemCtx(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'merchant showcases add' }), merchant);
    return addShowcaseSlot(ctx, { productId: flags.product, googleCategory: flags.category, durationMonths: flags.months, guaranteedViews: flags.views, guaranteedClicks: flags.clicks, startsOn: flags.start });
  });
  await show(globals, slot, () => [
    fields([
      ['Slot ID', slot.id],
      ['Runs', `${slot.startsOn} to ${slot.endsOn}`],
      ['Guaranteed', `${flags.views} views, ${flags.clicks} clicks`],
    ]),
  ]);
}

/** `merchant showcases add` and `sync`: the product showcase slots the operator sells (the traffic guarantee report shows them). */
export function registerShowcaseSlots(program: Command): void {
  const showcases = program.command('showcases').alias('showcase-slots').description('product showcase slots sold to merchants (operator, local database only)');
  registerShowcaseSync(showcases);
  showcases
    .command('add')
    .description("add a slot to a merchant: a product shown in a Google category for some months, with the views and clicks it is guaranteed (the merchant's traffic guarantee report)")
    .requiredOption('--merchant <merchantId>', 'the merchant')
    .option('--product <productId>', "the product shown (default: none yet, the merchant's choice)")
    .requiredOption('--category <name>', 'the Google product category, e.g. "Food, Beverages & Tobacco > Food Items"')
    .requiredOption('--months <n>', 'how many months it runs', wholeNumber(1, 60))
    .requiredOption('--views <n>', 'guaranteed views', wholeNumber(0, 100_000_000))
    .requiredOption('--clicks <n>', 'guaranteed clicks', wholeNumber(0, 100_000_000))
    .option('--start <day>', "its first day, YYYY-MM-DD (default: today in the merchant's time zone)", day)
    .action((flags: AddFlags, command: Command) => add(globalsOf(command), flags));
}
