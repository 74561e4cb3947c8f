// The `merchant` command. Only commander and the command definitions load here; each action
// imports what it needs (Ink, the database, the HTTP client) when it runs, so --help stays fast.
import { Command, CommanderError, Option } from 'commander';
import { APP_VERSION, PRODUCT_TITLE } from '../core/platform/version.ts';
import { registerAccess } from './commands/access.ts';
import { registerCampaigns } from './commands/campaigns.ts';
import { registerDb } from './commands/db.ts';
import { registerStorage } from './commands/storage.ts';
import { registerLogin } from './commands/login.ts';
import { registerLogs } from './commands/logs.ts';
import { registerMail } from './commands/mail.ts';
import { registerMemberFiles } from './commands/members-files.ts';
import { registerContacts } from './commands/contacts.ts';
import { registerImport } from './commands/import.ts';
import { registerMerchants } from './commands/merchants.ts';
import { registerAnnouncements } from './commands/announcements.ts';
import { registerOrders } from './commands/orders.ts';
import { registerOrdersShip } from './commands/orders-ship.ts';
import { registerReviews } from './commands/reviews.ts';
import { registerBookings } from './commands/bookings.ts';
import { registerResumes } from './commands/resumes.ts';
import { registerPhotos } from './commands/photos.ts';
import { registerPdf } from './commands/pdf.ts';
import { registerBgRemove } from './commands/bg-remove.ts';
import { registerPrint } from './commands/print.ts';
import { registerInvoices } from './commands/invoices.ts';
import { registerJobs } from './commands/jobs.ts';
import { registerHelp } from './commands/help.ts';
import { registerProducts } from './commands/products.ts';
import { registerSalesReports } from './commands/reports.ts';
import { registerMonthlyReports } from './commands/reports-monthly.ts';
import { registerKeywordReports } from './commands/reports-keywords.ts';
import { registerKeywords } from './commands/keywords.ts';
import { registerMarketplace } from './commands/marketplace.ts';
import { registerParcels } from './commands/parcels.ts';
import { registerShowcaseSlots } from './commands/showcase-slots.ts';
import { registerCredits } from './commands/credits.ts';
import { registerEInvoice } from './commands/einvoice.ts';
import { registerPlugins } from './commands/plugins.ts';
import { registerBusinessTag } from './commands/business-tag.ts';
import { registerPosVendors } from './commands/pos-vendors.ts';
import { registerSupport } from './commands/support.ts';
import { registerShake } from './commands/shake.ts';
import { registerReferrals } from './commands/referrals.ts';
import { registerPush } from './commands/push.ts';
import { registerRoles } from './commands/roles.ts';
import { registerServe } from './commands/serve.ts';
import { registerSession } from './commands/session.ts';
import { registerEmailCampaigns } from './commands/email-campaigns.ts';
import { registerUsers } from './commands/users.ts';
import { registerVouchers } from './commands/vouchers.ts';
import { EXIT } from './program/exit-codes.ts';

const program = new Command('merchant')
  .description(`${PRODUCT_TITLE} from the command line: on the local database, or on a server with --server.`)
  .version(APP_VERSION)
  .addOption(new Option('--server <url>', 'call the server at this URL instead of the local database').env('MERCHANT_SERVER'))
  .addOption(new Option('--token <token>', 'session token to send (default: the one saved by merchant login)').env('MERCHANT_TOKEN'))
  .option('--json', 'print the result as one JSON document')
  // Set before the commands are added: they inherit it, and every usage error reaches the catch below.
  .exitOverride();

for (const register of [registerServe, registerMerchants, registerAccess, registerAnnouncements, registerLogin, registerSession, registerUsers, registerRoles, registerProducts, registerOrders, registerOrdersShip, registerPrint, registerInvoices, registerDb, registerStorage, registerLogs, registerMail, registerMemberFiles, registerContacts, registerVouchers, registerCampaigns, registerSalesReports, registerMonthlyReports, registerKeywordReports, registerKeywords, registerMarketplace, registerParcels, registerShowcaseSlots, registerCredits, registerEInvoice, registerPlugins, registerBusinessTag, registerPosVendors, registerSupport, registerShake, registerReferrals, registerPush, registerReviews, registerBookings, registerEmailCampaigns, registerResumes, registerPhotos, registerPdf, registerBgRemove, registerJobs, registerImport, registerHelp]) {
  register(program);
}

/** `merchant` alone, or with global options only, on a terminal: the home screen rather than the help. */
function wantsHomeScreen(): boolean {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return false;
  const { operands, unknown } = program.parseOptions(process.argv.slice(2));
  return operands.length === 0 && unknown.length === 0;
}

try {
  if (wantsHomeScreen()) {
    const [{ openScreen }, { globalsOf }] = await Promise.all([import('./tui/open-screen.tsx'), import('./program/globals.ts')]);
    await openScreen(globalsOf(program));
  } else await program.parseAsync();
} catch (error) {
  if (error instanceof CommanderError) {
    // Commander has already printed the problem (or the help or version that was asked for).
    process.exitCode = error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  } else {
    const { reportFailure } = await import('./program/failure.ts');
    process.exitCode = reportFailure(error);
  }
}
