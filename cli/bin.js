#!/usr/bin/env node
// The `merchant` command runs the compiled CLI (dist/node/cli.js), compiled first when it is
// missing or older than its sources.
// eslint-disable-next-line no-restricted-imports -- the build itself, which runs before the CLI exists
import { compiledEntry } from '../scripts/build/node-bundle.js';

await import(await compiledEntry('cli'));
