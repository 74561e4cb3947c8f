// npm run build: the server, core and the CLI compiled to dist/node (esbuild), and the dashboard
// built to dashboard/dist (vite). npm start and `merchant` build what is missing or stale
// themselves; this builds everything.
import { buildDashboard } from '../server/boot/build-dashboard.ts';
import { buildNode, OUT_DIR } from './build/node-bundle.js';

let started = performance.now();
await buildNode();
console.log(`server, core and CLI: ${OUT_DIR} (${Math.round(performance.now() - started)} ms)`);
started = performance.now();
await buildDashboard();
console.log(`dashboard: dashboard/dist (${Math.round(performance.now() - started)} ms)`);
