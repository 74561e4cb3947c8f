// Runs in a worker thread (judge-thread.ts): reads and judges a member file and posts its
// events, never more than a few batches ahead of the import that writes them.
import { createReadStream } from 'node:fs';
import { workerData } from 'node:worker_threads';
import { serveStream } from '../../workers/serve-stream.ts';
import type { JudgeOptions } from './judge-events.ts';
import { judgeMemberFile } from './judge-file.ts';

const { filePath, options } = workerData as { filePath: string; options: JudgeOptions };

serveStream(judgeMemberFile(createReadStream(filePath), options));
