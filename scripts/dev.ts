// npm run dev: the API on API_PORT (default 3001) and Vite's dev server with hot reload on
// PORT (default 3000), which forwards /trpc, /api and /healthz to the API.
// npm run dev -- --simulators: every external service is its simulator (SIMULATORS=1), no accounts needed.
import path from 'node:path';
import { createServer } from 'vite';
import { loadConfig, projectRoot } from '../core/platform/config.ts';
import { serve } from '../server/boot/serve.ts';
import { simulatorUrl } from '../server/integrations/simulator-host.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);
const simulators = process.argv.includes('--simulators');
const config = loadConfig({ ...process.env, PORT: String(apiPort), ...(simulators && { SIMULATORS: '1' }) });
const api = await serve(config, { logger: true, buildDashboard: false });
const vite = await createServer({ configFile: path.join(projectRoot, 'dashboard', 'vite.config.ts'), server: { port: Number(process.env.PORT ?? 3000) } });
await vite.listen();
vite.printUrls();
console.log(`API: ${api.url}`);
// The providers' simulated pages (a shop's authorize page, a delivery's controls) are on this host.
if (simulators) console.log(`Simulators: ${await simulatorUrl('')}`);
if (api.demo) console.log(`Demo sign-in: username "${api.demo.username}", password "${api.demo.password}"`);
