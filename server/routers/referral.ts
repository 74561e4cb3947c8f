import { z } from 'zod';
import { bindReferralMember, setReferralBindingActive, unbindReferralMember } from '../../core/referral/binding.ts';
import { markCommissionsPaid, referralCommissionReport } from '../../core/referral/commissions.ts';
import { createReferralGroup, deleteReferralGroup, getReferralGroup, listReferralGroups, referralGroupOptions, updateReferralGroup } from '../../core/referral/groups.ts';
import { referralPerformance, referralPerformanceDetail } from '../../core/referral/performance.ts';
import {
  createReferralPerson,
  deleteReferralPerson,
  getReferralPerson,
  listReferralPersons,
  makeReferralPersonOfficial,
  referralSlots,
  setReferralPersonActive,
  updateReferralPerson,
} from '../../core/referral/persons.ts';
import { monthCommissions } from '../../core/referral/month-commissions.ts';
import { listReferralRecords } from '../../core/referral/records.ts';
import {
  ZBindMemberInput,
  ZCommissionReport,
  ZCommissionReportInput,
  ZMarkCommissionsPaidInput,
  ZMarkCommissionsPaidResult,
  ZMonthCommissionsInput,
  ZMonthCommissionsPage,
  ZPerformanceDetail,
  ZPerformanceDetailInput,
  ZPerformanceListInput,
  ZPerformancePage,
  ZReferralGroup,
  ZReferralGroupInput,
  ZReferralGroupListInput,
  ZReferralGroupOptions,
  ZReferralGroupPage,
  ZReferralIdInput,
  ZReferralPerson,
  ZReferralPersonInput,
  ZReferralPersonListInput,
  ZReferralPersonPage,
  ZReferralRecordListInput,
  ZReferralRecordPage,
  ZReferralSlots,
  ZSetActiveInput,
  ZUpdateReferralGroupInput,
  ZUpdateReferralPersonInput,
} from '../../core/referral/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('referral_system', 'view');
const edit = moduleProcedure('referral_system', 'edit');

/** The referral system: groups and their commission, persons and their bound members, what their links brought, and the commissions due. */
export const referralRouter = router({
  groups: view.input(ZReferralGroupListInput).output(ZReferralGroupPage).query(({ ctx, input }) => listReferralGroups(ctx.core, input)),
  groupOptions: view.output(ZReferralGroupOptions).query(({ ctx }) => referralGroupOptions(ctx.core)),
  group: view.input(ZReferralIdInput).output(ZReferralGroup).query(({ ctx, input }) => getReferralGroup(ctx.core, input)),
  createGroup: edit.input(ZReferralGroupInput).output(ZReferralGroup).mutation(({ ctx, input }) => createReferralGroup(ctx.core, input)),
  updateGroup: edit.input(ZUpdateReferralGroupInput).output(ZReferralGroup).mutation(({ ctx, input }) => updateReferralGroup(ctx.core, input)),
  deleteGroup: edit.input(ZReferralIdInput).output(z.void()).mutation(({ ctx, input }) => deleteReferralGroup(ctx.core, input)),
  persons: view.input(ZReferralPersonListInput).output(ZReferralPersonPage).query(({ ctx, input }) => listReferralPersons(ctx.core, input)),
  slots: view.output(ZReferralSlots).query(({ ctx }) => referralSlots(ctx.core)),
  person: view.input(ZReferralIdInput).output(ZReferralPerson).query(({ ctx, input }) => getReferralPerson(ctx.core, input)),
  createPerson: edit.input(ZReferralPersonInput).output(ZReferralPerson).mutation(({ ctx, input }) => createReferralPerson(ctx.core, input)),
  updatePerson: edit.input(ZUpdateReferralPersonInput).output(ZReferralPerson).mutation(({ ctx, input }) => updateReferralPerson(ctx.core, input)),
  deletePerson: edit.input(ZReferralIdInput).output(z.void()).mutation(({ ctx, input }) => deleteReferralPerson(ctx.core, input)),
  makeOfficial: edit.input(ZReferralIdInput).output(ZReferralPerson).mutation(({ ctx, input }) => makeReferralPersonOfficial(ctx.core, input)),
  setActive: edit.input(ZSetActiveInput).output(ZReferralPerson).mutation(({ ctx, input }) => setReferralPersonActive(ctx.core, input)),
  bindMember: edit.input(ZBindMemberInput).output(ZReferralPerson).mutation(({ ctx, input }) => bindReferralMember(ctx.core, input)),
  unbindMember: edit.input(ZReferralIdInput).output(ZReferralPerson).mutation(({ ctx, input }) => unbindReferralMember(ctx.core, input)),
  setBindingActive: edit.input(ZSetActiveInput).output(ZReferralPerson).mutation(({ ctx, input }) => setReferralBindingActive(ctx.core, input)),
  records: view.input(ZReferralRecordListInput).output(ZReferralRecordPage).query(({ ctx, input }) => listReferralRecords(ctx.core, input)),
  performance: view.input(ZPerformanceListInput).output(ZPerformancePage).query(({ ctx, input }) => referralPerformance(ctx.core, input)),
  performanceDetail: view.input(ZPerformanceDetailInput).output(ZPerformanceDetail).query(({ ctx, input }) => referralPerformanceDetail(ctx.core, input)),
  performanceReport: view.input(ZCommissionReportInput).output(ZCommissionReport).query(({ ctx, input }) => referralCommissionReport(ctx.core, input)),
  monthCommissions: view.input(ZMonthCommissionsInput).output(ZMonthCommissionsPage).query(({ ctx, input }) => monthCommissions(ctx.core, input)),
  markCommissionsPaid: edit.input(ZMarkCommissionsPaidInput).output(ZMarkCommissionsPaidResult).mutation(({ ctx, input }) => markCommissionsPaid(ctx.core, input)),
});
