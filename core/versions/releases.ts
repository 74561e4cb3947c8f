import { APP_VERSION } from '../platform/version.ts';

/** Published releases, newest first; the first is the running version. */
export const RELEASES: readonly { name: string; publishedAt: string }[] = [
  { name: APP_VERSION, publishedAt: '2026-11-16' },
  { name: '1.13.12', publishedAt: '2026-10-19' },
  { name: '1.13.11', publishedAt: '2026-09-21' },
  { name: '1.13.10', publishedAt: '2026-08-24' },
  { name: '1.13.0', publishedAt: '2026-03-02' },
  { name: '1.12.0', publishedAt: '2025-09-01' },
];
