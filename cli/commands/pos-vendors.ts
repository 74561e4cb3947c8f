import type { Command } from 'commander';
import type { OperatorPosVendor } from '../../core/pos-vendors/operator.ts';
import type { BaseCtx } from '../../core/shared/context.ts';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields, table, text } from '../ui/blocks.ts';
import { plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';

/** Runs an operator action of the POS vendors area on the local database, across merchants. */
async function onLocalDatabase<T>(globals: Globals, commandName: string, action: (base: BaseCtx) => Promise<T>): Promise<T> {
  const config = operatorConfig(globals, `pos-vendors ${commandName}`);
  return withLocalRuntime(config, async (runtime) => {
    const { baseContext } = await import('../../core/shared/context.ts');
    return action(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: `merchant pos-vendors ${commandName}` }));
  });
}

interface SetFlags {
  name: string;
  logo?: string;
  description?: string;
  feature?: string[];
  pricing?: string;
  email?: string;
  phone?: string;
  website?: string;
}

const vendorFields = (v: OperatorPosVendor) =>
  fields([
    ['Merchant', v.merchantId],
    ['Vendor', v.name],
    ['Connected shops', String(v.shops)],
  ]);

async function set(globals: Globals, merchantId: string, flags: SetFlags): Promise<void> {
  const { setPosVendor } = await import('../../core/pos-vendors/operator.ts');
  const profile = { name: flags.name, logoUrl: flags.logo, description: flags.description, features: flags.feature ?? [], pricing: flags.pricing, contactEmail: flags.email, contactPhone: flags.phone, website: flags.website };
  const vendor = await onLocalDatabase(globals, 'set', (base) => setPosVendor(base, { merchantId, profile }));
  await show(globals, vendor, () => [vendorFields(vendor)]);
}

async function list(globals: Globals): Promise<void> {
  const { operatorPosVendors } = await import('../../core/pos-vendors/operator.ts');
  const vendors = await onLocalDatabase(globals, 'list', (base) => operatorPosVendors(base));
  await show(globals, vendors, () => [
    table(
      ['Merchant', 'Vendor', 'Connected shops'],
      vendors.map((v) => [v.merchantId, v.name, String(v.shops)]),
      'No POS vendors.',
    ),
    text(`${plural(vendors.length, 'vendor')}.`),
  ]);
}

async function remove(globals: Globals, merchantId: string): Promise<void> {
  const { removePosVendor } = await import('../../core/pos-vendors/operator.ts');
  const removed = await onLocalDatabase(globals, 'remove', (base) => removePosVendor(base, { merchantId }));
  await show(globals, removed, () => [text(`${merchantId} is no longer a POS vendor; ${plural(removed.disconnected, 'shop')} disconnected.`)]);
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** `merchant pos-vendors set|list|remove`: the platform operator marks merchants as POS vendors with their profile. */
export function registerPosVendors(program: Command): void {
  const vendors = program.command('pos-vendors').description('merchants marked as point-of-sale vendors and their profiles (operator, local database only)');
  vendors
    .command('set')
    .description("mark a merchant as a POS vendor, or update its profile (every merchant sees it at /pos-vendors-list)")
    .argument('<merchantId>', 'the vendor’s merchant')
    .requiredOption('--name <name>', 'the vendor’s name')
    .option('--logo <url>', 'the logo’s address (http or https)')
    .option('--description <text>', 'what the POS does')
    .option('--feature <text>', 'a feature (repeat for each)', collect)
    .option('--pricing <text>', 'the pricing, as text')
    .option('--email <address>', 'the contact e-mail')
    .option('--phone <number>', 'the contact phone')
    .option('--website <url>', 'the vendor’s website (http or https)')
    .action((merchantId: string, flags: SetFlags, command: Command) => set(globalsOf(command), merchantId, flags));
  vendors
    .command('list')
    .description('every POS vendor with how many shops are connected to it')
    .action((_flags: unknown, command: Command) => list(globalsOf(command)));
  vendors
    .command('remove')
    .description('unmark a vendor: its profile goes and every shop is disconnected from it')
    .argument('<merchantId>', 'the vendor’s merchant')
    .action((merchantId: string, _flags: unknown, command: Command) => remove(globalsOf(command), merchantId));
}
