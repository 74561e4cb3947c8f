import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Place } from './place.ts';

export const BENCH = 'orders';

const benchScript = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench.ts');
const spawnCase = (args: string[], stdin: 'ignore' | 'pipe' = 'ignore', bench = BENCH): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', benchScript, bench, '--child', ...args], { stdio: [stdin, 'pipe', 'inherit'] });

/** Runs one case of a bench (its main answers `--child kind ...`) in a child process and returns what it printed. */
export const childOf =
  (bench: string) =>
  <T = Record<string, unknown>>(args: string[]): Promise<T> =>
    new Promise((resolve, reject) => {
      const proc = spawnCase(args, 'ignore', bench);
      let out = '';
      proc.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      proc.on('error', reject);
      proc.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`bench case ${args[0]} exited ${code}`))));
    });

/** Runs one case of this bench in a child process and returns what it printed. */
export const child = childOf(BENCH);

/** The server in its child process: its port, and stop() that answers its memory. */
export async function startServer(place: Place): Promise<{ port: number; stop(): Promise<Record<string, unknown>> }> {
  const proc = spawnCase(['server', place.dir, place.url], 'pipe');
  let out = '';
  const closed = new Promise<Record<string, unknown>>((resolve, reject) => {
    proc.on('error', reject);
    proc.on('close', (code) => (code === 0 ? resolve(JSON.parse(out.split('\n').filter(Boolean).at(-1)!) as Record<string, unknown>) : reject(new Error(`the bench server exited ${code}`))));
  });
  const port = await new Promise<number>((resolve, reject) => {
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const first = out.split('\n')[0];
      if (out.includes('\n') && first) resolve((JSON.parse(first) as { port: number }).port);
    });
    closed.catch(reject);
  });
  return {
    port,
    stop: () => {
      proc.stdin!.end();
      return closed;
    },
  };
}
