import { AppError } from '../shared/errors.ts';
import type { Ctx } from '../shared/context.ts';
import { ask } from '../reports/keyword-check.ts';
import { KEYWORD_CAMPAIGN_MESSAGES as M } from './constants.ts';
import { ZKeywordIdeas, ZPlannerInput, type TKeywordIdeas, type TPlannerInput } from './schema.ts';

const ZIdea = ZKeywordIdeas.element;

/** The keyword planner (/tools/keyword-planner): ideas around a search of at least 3 characters, most searched first. */
export async function planKeywords(ctx: Ctx, raw: TPlannerInput): Promise<TKeywordIdeas> {
  const { query } = ZPlannerInput.parse(raw);
  const provider = ctx.env.keywordProvider;
  if (!provider) throw new AppError('KEYWORDS.NO_PROVIDER', M.noProvider, 'failed');
  const ideas = await ask(ZIdea, () => provider.ideas({ query }));
  return ideas.filter((i) => i.keyword.trim() && i.monthlySearches >= 0).sort((a, b) => b.monthlySearches - a.monthlySearches || a.keyword.localeCompare(b.keyword));
}
