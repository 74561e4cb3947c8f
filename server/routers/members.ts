import { z } from 'zod';
import { listMembers } from '../../core/members/member-list.ts';
import { getMember } from '../../core/members/member-detail.ts';
import { listMemberOrders, listMemberVisits } from '../../core/members/member-history.ts';
import { createMemberByHand, deleteMember, setMemberStatus, updateMember } from '../../core/members/member-edit.ts';
import { ZMemberHit, findMembers } from '../../core/members/member-find.ts';
import { ZQuickFindInput } from '../../core/shared/quick-find.ts';
import {
  ZMemberCreateInput,
  ZMemberDetail,
  ZMemberHistoryInput,
  ZMemberIdInput,
  ZMemberListInput,
  ZMemberPage,
  ZMemberPurchasePage,
  ZMemberStatusInput,
  ZMemberUpdateInput,
  ZMemberVisitPage,
} from '../../core/members/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

/** The back office's members (/mysales/member): list, detail with purchase history and visits, edit, status, add by hand, delete. */
export const membersRouter = router({
  list: view.input(ZMemberListInput).output(ZMemberPage).query(({ ctx, input }) => listMembers(ctx.core, input)),
  find: view.input(ZQuickFindInput).output(z.array(ZMemberHit)).query(({ ctx, input }) => findMembers(ctx.core, input)),
  get: view.input(ZMemberIdInput).output(ZMemberDetail).query(({ ctx, input }) => getMember(ctx.core, input.id)),
  orders: view.input(ZMemberHistoryInput).output(ZMemberPurchasePage).query(({ ctx, input }) => listMemberOrders(ctx.core, input)),
  visits: view.input(ZMemberHistoryInput).output(ZMemberVisitPage).query(({ ctx, input }) => listMemberVisits(ctx.core, input)),
  create: edit.input(ZMemberCreateInput).output(ZMemberDetail).mutation(({ ctx, input }) => createMemberByHand(ctx.core, input)),
  update: edit.input(ZMemberUpdateInput).output(ZMemberDetail).mutation(({ ctx, input }) => updateMember(ctx.core, input)),
  setStatus: edit.input(ZMemberStatusInput).output(ZMemberDetail).mutation(({ ctx, input }) => setMemberStatus(ctx.core, input)),
  delete: edit.input(ZMemberIdInput).output(z.void()).mutation(({ ctx, input }) => deleteMember(ctx.core, input)),
});
