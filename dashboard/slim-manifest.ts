import type { Plugin } from 'vite';

/** The fields of the spec's route manifest the dashboard reads (app/route-access.ts). */
export const READ_FIELDS = ['path', 'access'] as const;

/** The manifest as the browser gets it: each route's path and access kind, without its descriptions and notes. */
export function slimManifest(json: string): string {
  const routes = JSON.parse(json) as Record<string, unknown>[];
  return JSON.stringify(routes.map((r) => Object.fromEntries(READ_FIELDS.map((field) => [field, r[field]]))));
}

/** Builds ship app/route-manifest.json slimmed (a sixth of its weight); tests read it whole. */
export function slimRouteManifest(): Plugin {
  return {
    name: 'merchant:slim-route-manifest',
    enforce: 'pre',
    transform: (code, id) => (id.split('?')[0]!.replaceAll('\\', '/').endsWith('/dashboard/app/route-manifest.json') ? { code: slimManifest(code), map: null } : undefined),
  };
}
