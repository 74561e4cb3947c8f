// A worker for worker-stream's test: it keeps everything it makes, until its heap runs out.
import { serveStream } from '../../core/workers/serve-stream.ts';

async function* hoarding(): AsyncGenerator<number> {
  const hoard: string[][] = [];
  for (;;) {
    hoard.push(Array.from({ length: 10_000 }, (_, i) => `${i} ${Math.random()}`));
    yield hoard.length;
  }
}

serveStream(hoarding());
