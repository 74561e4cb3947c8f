import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineStyles } from './mantine-styles.ts';
import { precompress } from './precompress.ts';
import { scrollAreaRefs } from './scroll-area-refs.ts';
import { slimRouteManifest } from './slim-manifest.ts';
import { splitTexts } from './split-texts.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 3001);
const LANGUAGE_CHUNK = /^(en|zh|ms|ar|es|fr)$/;

export default defineConfig({
  root: here,
  plugins: [react(), mantineStyles(), scrollAreaRefs(), slimRouteManifest(), splitTexts(), precompress()],
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // A lazy screen's scripts arrive through its own imports; only its styles need the entry's
    // list (nothing else would load them). Its scripts' names in that list were a few bytes of
    // every first visit per screen and shared chunk, and the product is meant to triple.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
    // Chunks are named by their hash alone: the entry lists every lazy screen's files for
    // preloading, and with hundreds of screens their names were kilobytes of every first visit.
    // The languages keep theirs (one small list), so what a page fetched can be read by name.
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) => (LANGUAGE_CHUNK.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        assetFileNames: 'assets/[hash][extname]',
      },
    },
  },
  server: {
    // The dashboard imports core's schemas from outside its folder.
    fs: { allow: [path.resolve(here, '..')] },
    proxy: Object.fromEntries(['/trpc', '/api', '/healthz'].map((p) => [p, `http://127.0.0.1:${apiPort}`])),
  },
});
