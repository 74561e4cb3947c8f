import { listMembers } from '../../core/members/member-list.ts';
import { getMember } from '../../core/members/member-detail.ts';
import { createMemberByHand, setMemberStatus, updateMember } from '../../core/members/member-edit.ts';
import { ZMemberCreateInput, ZMemberDetail, ZMemberIdInput, ZMemberListInput, ZMemberPage, ZMemberStatusInput, ZMemberUpdateInput } from '../../core/members/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

/** The back office's members (/mysales/member): list, detail, edit, status, add by hand. */
export const membersRouter = router({
  list: view.input(ZMemberListInput).output(ZMemberPage).query(({ ctx, input }) => listMembers(ctx.core, input)),
  get: view.input(ZMemberIdInput).output(ZMemberDetail).query(({ ctx, input }) => getMember(ctx.core, input.id)),
  create: edit.input(ZMemberCreateInput).output(ZMemberDetail).mutation(({ ctx, input }) => createMemberByHand(ctx.core, input)),
  update: edit.input(ZMemberUpdateInput).output(ZMemberDetail).mutation(({ ctx, input }) => updateMember(ctx.core, input)),
  setStatus: edit.input(ZMemberStatusInput).output(ZMemberDetail).mutation(({ ctx, input }) => setMemberStatus(ctx.core, input)),
});
