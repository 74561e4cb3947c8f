// npm start (compiled to dist/node/start.js, which scripts/build/run-compiled.js runs): build the
// dashboard if needed, migrate, seed a demo merchant into an empty development database, and
// serve everything on http://localhost:3000.
import { loadConfig } from '../core/platform/config.ts';
import { serve, stopOnSignals } from '../server/boot/serve.ts';

const config = loadConfig();
const serving = await serve(config);
console.log(`\nMerchant System is running at ${serving.url}`);
console.log(`Database: ${config.databaseUrl}`);
if (serving.demo) console.log(`Demo sign-in: username "${serving.demo.username}", password "${serving.demo.password}"`);
if (!config.smtpUrl) console.log('E-mail: no SMTP_URL set; messages wait in the outbox (merchant mail outbox).');

stopOnSignals(serving);
