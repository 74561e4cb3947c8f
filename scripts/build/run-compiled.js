// `node scripts/build/run-compiled.js <entry>` runs an entry of dist/node (npm start: `start`),
// compiled first when it is missing or older than its sources.
import { compiledEntry } from './node-bundle.js';

const [entry] = process.argv.slice(2);
if (!entry) throw new Error('usage: node scripts/build/run-compiled.js <entry>, e.g. start');
await import(await compiledEntry(entry));
