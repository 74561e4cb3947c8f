import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../core/platform/config.ts';

const sources = [path.join(projectRoot, 'dashboard'), path.join(projectRoot, 'core')];
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

/** Builds the dashboard when it has never been built or its sources changed since. */
export async function buildDashboardIfNeeded(): Promise<boolean> {
  if (existsSync(distIndex) && statSync(distIndex).mtimeMs >= Math.max(...sources.map(newestChange))) return false;
  const { build } = await import('vite');
  await build({ configFile: path.join(projectRoot, 'dashboard', 'vite.config.ts'), logLevel: 'warn' });
  return true;
}
