import { ZBirthdayCampaign, ZBirthdaySettingsInput } from '../../core/birthday/schema.ts';
import { getBirthdayCampaign, saveBirthdayCampaign } from '../../core/birthday/settings.ts';
import { startBirthdayCampaign, suspendBirthdayCampaign } from '../../core/birthday/status.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

/** The birthday campaign (/mysales/marketing-tools/birthday-campaigns): its settings and status; the daily run is the CLI's. */
export const birthdayCampaignRouter = router({
  get: view.output(ZBirthdayCampaign).query(({ ctx }) => getBirthdayCampaign(ctx.core)),
  save: edit.input(ZBirthdaySettingsInput).output(ZBirthdayCampaign).mutation(({ ctx, input }) => saveBirthdayCampaign(ctx.core, input)),
  start: edit.output(ZBirthdayCampaign).mutation(({ ctx }) => startBirthdayCampaign(ctx.core)),
  suspend: edit.output(ZBirthdayCampaign).mutation(({ ctx }) => suspendBirthdayCampaign(ctx.core)),
});
