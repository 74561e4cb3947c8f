// A worker for worker-stream's test: counts to the number it is given, then ends.
import { workerData } from 'node:worker_threads';
import { serveStream } from '../../core/workers/serve-stream.ts';

const { to } = workerData as { to: number };

async function* counting(): AsyncGenerator<number> {
  for (let i = 1; i <= to; i++) yield i;
}

serveStream(counting());
