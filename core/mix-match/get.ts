import type { Ctx } from '../shared/context.ts';
import type { TMixMatch } from './schema.ts';
import { loadSet } from './store.ts';

export const getMixMatch = (ctx: Ctx, id: string): Promise<TMixMatch> => loadSet(ctx, id);
