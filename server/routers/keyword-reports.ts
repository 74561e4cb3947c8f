import { googleKeywordReport } from '../../core/reports/google-keyword-report.ts';
import { checkKeywordsNow } from '../../core/reports/keyword-check.ts';
import { keywordRankingReport } from '../../core/reports/keyword-ranking-report.ts';
import { ZGoogleKeywords, ZKeywordCheckDone, ZKeywordInput, ZKeywordRanking, ZKeywordRef, ZTrackedKeyword } from '../../core/reports/keyword-schema.ts';
import { addKeyword, removeKeyword } from '../../core/reports/keywords.ts';
import { ZReportPeriod } from '../../core/reports/period.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('report', 'view');
const edit = moduleProcedure('report', 'edit');

/** Where the merchant's website stands on Google: the keywords it follows and the search queries that found it. */
export const keywordReportsRouter = router({
  ranking: view.input(ZReportPeriod).output(ZKeywordRanking).query(({ ctx, input }) => keywordRankingReport(ctx.core, input)),
  addKeyword: edit.input(ZKeywordInput).output(ZTrackedKeyword).mutation(({ ctx, input }) => addKeyword(ctx.core, input)),
  removeKeyword: edit.input(ZKeywordRef).output(ZTrackedKeyword).mutation(({ ctx, input }) => removeKeyword(ctx.core, input.id)),
  checkNow: edit.output(ZKeywordCheckDone).mutation(({ ctx }) => checkKeywordsNow(ctx.core)),
  googleKeywords: view.input(ZReportPeriod).output(ZGoogleKeywords).query(({ ctx, input }) => googleKeywordReport(ctx.core, input)),
});
