// Generates one Prisma client per engine without the CLI's downloaded engines: generation
// only needs PRISMA_SCHEMA_ENGINE_BINARY to name an existing executable.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync, chmodSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ENGINES, renderSchema, renderedSchemaPath } from '../core/db/schema-render.ts';

const require = createRequire(import.meta.url);
const prismaCli = path.join(path.dirname(require.resolve('prisma/package.json')), 'build', 'index.js');

const stub = path.join(os.tmpdir(), 'merchant-no-schema-engine.sh');
if (!existsSync(stub)) {
  writeFileSync(stub, '#!/bin/sh\nexit 1\n');
  chmodSync(stub, 0o755);
}

for (const engine of ENGINES) {
  const file = renderedSchemaPath(engine);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, renderSchema(engine));
  execFileSync(process.execPath, [prismaCli, 'generate', '--schema', file], {
    stdio: process.env.PRISMA_GENERATE_VERBOSE ? 'inherit' : ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY: stub,
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    },
  });
}
console.log(`prisma clients generated for ${ENGINES.join(' and ')}`);
