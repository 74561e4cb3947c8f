import type { Ctx } from '../shared/context.ts';
import type { TAddOnDeal } from './schema.ts';
import { loadDeal } from './store.ts';

export const getAddOnDeal = (ctx: Ctx, id: string): Promise<TAddOnDeal> => loadDeal(ctx, id);
