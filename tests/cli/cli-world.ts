import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject, vi } from 'vitest';
import { loadConfig, projectRoot } from '../../core/platform/config.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';

const BIN = path.join(projectRoot, 'cli', 'bin.js');
const SECRET_KEY = 'cli-test-secret-key';
/** util-linux `script`, which gives a child a pseudo-terminal; tests that need one skip without it. */
export const SCRIPT = '/usr/bin/script';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

export interface RunOptions {
  /** Written to stdin, which is then closed (stdin is never a terminal here). */
  input?: string;
  env?: Record<string, string>;
}

export interface CliWorld {
  dir: string;
  databaseFile: string;
  env: Record<string, string>;
  /** The `local:` key the CLI saves logins under for this world's database. */
  localTarget: string;
  run(args: string[], options?: RunOptions): Promise<CliResult>;
  /** Runs with --json, expects exit 0 and parses stdout. */
  json<T>(args: string[], options?: RunOptions): Promise<T>;
  /** The credentials file the CLI wrote, or null. */
  credentials(): { targets: Record<string, { token: string; username: string }>; devices: Record<string, Record<string, string>> } | null;
  /** The same database, opened in the test process to seed and to check. */
  openRuntime(): Promise<Runtime>;
  /** Starts `merchant serve --port 0` on this world's database; resolves once it prints its URL. The caller stops it. */
  serve(): Promise<Serving>;
  /** Runs on a pseudo-terminal (SCRIPT) of 160 columns; screen is what it drew, without escape codes. */
  onTerminal(args: string[]): Promise<{ code: number | null; screen: string }>;
}

export interface Serving {
  url: string;
  process: ChildProcess;
  /** Resolves with the exit code when the server stops. */
  exit: Promise<number | null>;
}

/** Runs a command: a shell as it would, but with the given input and environment. */
export function runCommand(command: string, args: string[], env: Record<string, string>, input = ''): Promise<CliResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
    child.stdin.end(input);
  });
}

/**
 * A fresh database (a copy of the migrated template), data folder and credentials folder for
 * one test file, and the real `merchant` binary to run against them. Nothing of the caller's
 * environment leaks in (no MERCHANT_SERVER, no home folder). Call it at the top of a test file.
 */
export function cliWorld(): CliWorld {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'merchant-cli-'));
  const databaseFile = path.join(dir, 'merchant.db');
  copyFileSync(inject('sqliteTemplate'), databaseFile);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: dir,
    TZ: 'UTC',
    DATA_DIR: dir,
    DATABASE_URL: `file:${databaseFile}`,
    MERCHANT_CONFIG_DIR: path.join(dir, 'config'),
    MERCHANT_SECRET_KEY: SECRET_KEY,
    PUBLIC_URL: 'http://dashboard.test',
    LOG_LEVEL: 'warn',
  };
  // The test process seals and unseals two-factor keys with the same key as the CLI.
  vi.stubEnv('MERCHANT_SECRET_KEY', SECRET_KEY);
  // Registered first, so it runs after the test file's own afterAll has closed the database.
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (args: string[], options: RunOptions = {}) =>
    runCommand(process.execPath, [BIN, ...args], { ...env, ...options.env }, options.input);

  return {
    dir,
    databaseFile,
    env,
    localTarget: `local:file:${databaseFile}`,
    run,
    async json<T>(args: string[], options?: RunOptions): Promise<T> {
      const result = await run([...args, '--json'], options);
      if (result.code !== 0) throw new Error(`merchant ${args.join(' ')} exited ${result.code}: ${result.stderr}`);
      return JSON.parse(result.stdout) as T;
    },
    credentials() {
      try {
        return JSON.parse(readFileSync(path.join(env.MERCHANT_CONFIG_DIR!, 'credentials.json'), 'utf8'));
      } catch {
        return null;
      }
    },
    openRuntime: () => openRuntime(loadConfig({ DATA_DIR: dir, DATABASE_URL: env.DATABASE_URL, PUBLIC_URL: env.PUBLIC_URL })),
    serve() {
      const server = spawn(process.execPath, [BIN, 'serve', '--port', '0'], { cwd: projectRoot, env: { ...env, HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'] });
      const exit = new Promise<number | null>((resolve) => server.on('exit', resolve));
      return new Promise((resolve, reject) => {
        let output = '';
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const running = /Merchant System is running at (http:\/\/\S+)/.exec(output);
          if (running) resolve({ url: running[1]!, process: server, exit });
        });
        void exit.then((code) => reject(new Error(`merchant serve exited ${code}: ${output}`)));
      });
    },
    onTerminal(args) {
      const command = `stty cols 160 rows 50; ${process.execPath} ${BIN} ${args.join(' ')}`;
      const child = spawn(SCRIPT, ['-qec', command, '/dev/null'], { cwd: projectRoot, env: { ...env, TERM: 'xterm-256color' }, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      return new Promise((resolve) => child.on('close', (code) => resolve({ code, screen: output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g'), '') })));
    },
  };
}
