import type { Ctx } from '../shared/context.ts';
import type { TCampaign } from './schema.ts';
import { loadCampaign } from './store.ts';

export const getCampaign = (ctx: Ctx, id: string): Promise<TCampaign> => loadCampaign(ctx, id);
