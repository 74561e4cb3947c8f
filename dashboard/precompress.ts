import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TEXT = /\.(?:js|mjs|css|html|json|svg|txt)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

/**
 * Writes `name.br` and `name.gz` beside each text file of the build, at the highest levels (a
 * build can afford the time a request cannot), for the server to send as they are. Small files
 * too: a first page loads dozens of chunks under 1 KB, together some 20 KB more as they are. A
 * file that an encoding would not make smaller gets no copy in it, and goes as it is.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'merchant:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const writes: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        const body = await readFile(file);
        const smaller = (ext: string) => async (out: Buffer) => {
          if (out.length < body.length) await writeFile(`${file}.${ext}`, out);
        };
        writes.push(
          brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).then(smaller('br')),
          gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }).then(smaller('gz')),
        );
      }
      await Promise.all(writes);
    },
  };
}
