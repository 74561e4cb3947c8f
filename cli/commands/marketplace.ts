import type { Command } from 'commander';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { importJobFile, type ImportFlags } from '../jobs/file-jobs.ts';
import { CliError, EXIT } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { importWizard } from './import.ts';
import { table, text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';
import { withSpinner } from '../ui/spinner.ts';

const requestFor = (command: string) => ({ ip: '127.0.0.1', userAgent: `merchant marketplace ${command}` });

/**
 * The marketplaces' scheduled sync, for cron: each connected shop's tokens renewed before they
 * expire, its products changed since the last sync, the catalogue's stock and price pushed, and
 * its orders changed since. Incremental and safe to run again. Exit 1 naming a shop that failed.
 */
async function sync(globals: Globals, flags: { shop?: string }): Promise<void> {
  const config = operatorConfig(globals, 'marketplace sync');
  const results = await withLocalRuntime(config, async (runtime) => {
    const [{ syncShops }, { baseContext }] = await Promise.all([import('../../core/marketplaces/sync.ts'), import('../../core/shared/context.ts')]);
    const base = baseContext(runtime.database, runtime.env, requestFor('sync'));
    if (flags.shop && !(await base.db.marketplaceShop.findFirst({ where: { id: flags.shop }, select: { id: true } }))) throw new CliError(`No marketplace shop ${flags.shop}.`, EXIT.notFound);
    return withSpinner('Syncing marketplace shops', () => syncShops(base, { shopId: flags.shop }));
  });
  const { english } = await import('../../core/shared/english.ts');
  await show(globals, { shops: results }, () => [
    table(
      ['Shop', 'Platform', 'Products', 'Stock pushed', 'New orders', 'Orders updated', 'Result'],
      results.map((r) => [r.storeName, r.platform, String(r.products), String(r.stockPushed), String(r.ordersCreated), String(r.ordersUpdated), r.error ? `FAILED: ${english(r.error)}` : 'ok']),
      'No marketplace shop is connected.',
    ),
    text(`Synced ${plural(results.length, 'shop')}.`),
  ]);
  const failed = results.filter((r) => r.error);
  if (failed.length) throw new CliError(`The sync failed for ${failed.map((r) => r.storeName).join(', ')}.`, EXIT.rejected);
}

/** The scheduled boost, for cron (hourly is enough): 5 products of each Shopee shop boosted 4 hours ago or more. */
async function boost(globals: Globals): Promise<void> {
  const config = operatorConfig(globals, 'marketplace boost');
  const results = await withLocalRuntime(config, async (runtime) => {
    const [{ boostDueShops }, { baseContext }] = await Promise.all([import('../../core/marketplaces/boost.ts'), import('../../core/shared/context.ts')]);
    return withSpinner('Boosting products', () => boostDueShops(baseContext(runtime.database, runtime.env, requestFor('boost'))));
  });
  const { english } = await import('../../core/shared/english.ts');
  await show(globals, { shops: results }, () => [
    table(['Shop', 'Boosted', 'Result'], results.map((r) => [r.storeName, r.skus.join(', '), r.error ? `FAILED: ${english(r.error)}` : 'ok']), 'No shop is due for a boost.'),
  ]);
  const failed = results.filter((r) => r.error);
  if (failed.length) throw new CliError(`The boost failed for ${failed.map((r) => r.storeName).join(', ')}.`, EXIT.rejected);
}

/** Adds `merchant marketplace sync|boost|map`. */
export function registerMarketplace(program: Command): void {
  const marketplace = program.command('marketplace').description('marketplace sync (Shopee and Lazada shops)');
  marketplace
    .command('sync')
    .description("sync every connected shop: tokens, products, the catalogue's stock and price, orders (operator, local database only; run it every 15 minutes from cron; incremental, safe to run again)")
    .option('--shop <id>', 'only this shop (its id in the shop list)')
    .action((flags: { shop?: string }, command: Command) => sync(globalsOf(command), flags));
  marketplace
    .command('boost')
    .description('boost 5 products of every Shopee shop last boosted 4 hours ago or more (operator, local database only; run it hourly from cron)')
    .action((_flags: unknown, command: Command) => boost(globalsOf(command)));
  marketplace
    .command('map')
    .description('map marketplace products to catalogue products by SKU from a CSV file (shop_id, marketplace_sku, sku): every row is checked; all rows are mapped, or none when any is refused')
    .argument('[file]', 'the .csv file; left out on a terminal: the import wizard')
    .option('--dry-run', 'check every row and write nothing')
    .option('--mapping <file>', 'rename the file\'s headers by a mapping the import wizard saved (merchant import)')
    .option('--errors-out <file>', 'save the rejected rows (row, column, reason and the row itself) as CSV')
    .action((file: string | undefined, flags: ImportFlags, command: Command) =>
      file ? importJobFile(globalsOf(command), file, 'marketplace-map', flags, (uploadId) => ({ kind: 'marketplace-map', uploadId, dryRun: Boolean(flags.dryRun) })) : importWizard(globalsOf(command), 'marketplace-map'),
    );
}
