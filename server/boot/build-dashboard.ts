import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { projectRoot } from '../../core/platform/config.ts';

const sources = [path.join(projectRoot, 'dashboard'), path.join(projectRoot, 'core')];
const lockFile = path.join(projectRoot, 'package-lock.json');
const distIndex = path.join(projectRoot, 'dashboard', 'dist', 'index.html');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function viteCommand(): string {
  try {
    return path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  } catch {
    throw new Error('The dashboard (dashboard/dist) is missing or older than its sources, and vite, which builds it, is not installed: run npm install, then npm run build.');
  }
}

/**
 * Builds the dashboard with vite in a child process, so that a server building it before it
 * serves never holds the build tools. Its output goes to stderr: stdout may be a command's JSON.
 */
export function buildDashboard(): Promise<void> {
  const args = [viteCommand(), 'build', '--config', path.join(projectRoot, 'dashboard', 'vite.config.ts'), '--logLevel', 'warn'];
  return new Promise((resolve, reject) => {
    // A production build whatever the caller's NODE_ENV: under `test` (vitest) vite would build React's development flavour.
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(process.execPath, args, { cwd: projectRoot, env, stdio: ['ignore', 2, 2] });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`Building the dashboard failed (vite exited ${signal ?? code}).`))));
  });
}

/** Builds the dashboard when it has never been built or its sources (or packages) changed since. */
export async function buildDashboardIfNeeded(): Promise<boolean> {
  const newest = Math.max(statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? 0, ...sources.map(newestChange));
  if (existsSync(distIndex) && statSync(distIndex).mtimeMs >= newest) return false;
  await buildDashboard();
  return true;
}
