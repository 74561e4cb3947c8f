import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export type Engine = 'sqlite' | 'postgres';

export const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const prismaDir = path.join(root, 'prisma');
export const sourceSchemaPath = path.join(prismaDir, 'schema.prisma');

export const renderedSchemaPath = (engine: Engine): string =>
  path.join(prismaDir, 'generated', engine, 'schema.prisma');

export const migrationsDir = (engine: Engine): string => path.join(prismaDir, 'migrations', engine);

const providers: Record<Engine, string> = { sqlite: 'sqlite', postgres: 'postgresql' };

/** The source schema with the generator and datasource blocks of one engine. */
export function renderSchema(engine: Engine, source = readFileSync(sourceSchemaPath, 'utf8')): string {
  const header = [
    '// Rendered from prisma/schema.prisma by core/db/schema-render.ts. Do not edit.',
    'generator client {',
    '  provider               = "prisma-client"',
    '  output                 = "./client"',
    '  runtime                = "nodejs"',
    '  moduleFormat           = "esm"',
    '  generatedFileExtension = "ts"',
    '  importFileExtension    = "ts"',
    // The query compiler's small build: 20-50 MB less resident memory per process than the
    // default "fast" one, and no slower on the order list's calls (measured in
    // docs/members-import.md, "Memory").
    '  compilerBuild          = "small"',
    '}',
    '',
    'datasource db {',
    `  provider = "${providers[engine]}"`,
    '}',
    '',
  ].join('\n');
  return header + source;
}
