import { z } from 'zod';
import type { DbClient } from '../db/database.ts';
import { APP_VERSION } from '../platform/version.ts';
import { RELEASES } from './releases.ts';

export const ZVersionRow = z.object({ name: z.string(), publishedAt: z.date(), current: z.boolean() });
export type TVersionRow = z.infer<typeof ZVersionRow>;

/** Keeps the version table in step with RELEASES; the running version is the current one. */
export async function syncVersions(db: DbClient): Promise<void> {
  for (const release of RELEASES) {
    const data = { publishedAt: new Date(`${release.publishedAt}T00:00:00Z`), current: release.name === APP_VERSION };
    await db.appVersion.upsert({ where: { name: release.name }, create: { name: release.name, ...data }, update: data });
  }
  await db.appVersion.updateMany({ where: { name: { not: APP_VERSION } }, data: { current: false } });
}

export function listVersions(db: DbClient): Promise<TVersionRow[]> {
  return db.appVersion.findMany({ orderBy: { publishedAt: 'desc' }, select: { name: true, publishedAt: true, current: true } });
}
