import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../core/platform/config.ts';
import { buildDashboardIfNeeded } from '../../server/boot/build-dashboard.ts';

/** End-to-end tests drive the built dashboard: build it once per run when sources changed. */
export default async function setup(project: TestProject) {
  await buildDashboardIfNeeded();
  project.provide('dashboardDir', path.join(projectRoot, 'dashboard', 'dist'));
}
