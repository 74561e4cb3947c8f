import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { skipTake, ZPageInput, type TPageInput } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { SALES_LANDING_MESSAGES as M, SALES_LANDING_MODULE, salesLandingLog } from './constants.ts';
import { ZBindInput, ZBindingActiveInput, ZBindingId, ZEditBindingInput, type TSalesBinding } from './schema.ts';

const BINDING_SELECT = {
  id: true,
  salesPersonId: true,
  userId: true,
  active: true,
  updatedAt: true,
  salesPerson: { select: { name: true } },
  user: { select: { name: true } },
} as const;

type BindingRow = { id: string; salesPersonId: string; userId: string; active: boolean; updatedAt: Date; salesPerson: { name: string }; user: { name: string } };
const bindingOf = ({ salesPerson, user, ...row }: BindingRow): TSalesBinding => ({ ...row, salesPersonName: salesPerson.name, userName: user.name });

/** A sub-user of the merchant (the master admin is not bound to a sales page). */
async function assertSubUser(tx: Ctx, userId: string): Promise<void> {
  const user = await tx.db.user.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: userId } }, select: { isMasterAdmin: true } });
  if (!user || user.isMasterAdmin) throw new AppError('SALES_LANDING.USER', M.userUnknown, 'not_found', 'userId');
}

async function loadBinding(tx: Ctx, id: string): Promise<TSalesBinding> {
  const row = await tx.db.salesBinding.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: BINDING_SELECT });
  if (!row) throw notFound('salesBinding');
  return bindingOf(row);
}

export async function listBindings(ctx: Ctx, raw: Partial<TPageInput>) {
  const input = ZPageInput.parse(raw);
  const where = { merchantId: ctx.merchantId };
  const [rows, total] = await Promise.all([
    ctx.db.salesBinding.findMany({ where, select: BINDING_SELECT, orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.salesBinding.count({ where }),
  ]);
  return { items: rows.map(bindingOf), total, page: input.page, pageSize: input.pageSize };
}

/** The sales persons (and whether each is bound) and sub-users the binding form offers. */
export async function bindingOptions(ctx: Ctx) {
  const [people, users] = await Promise.all([
    ctx.db.salesPerson.findMany({ where: { merchantId: ctx.merchantId }, select: { id: true, name: true, binding: { select: { id: true } } }, orderBy: [{ name: 'asc' }, { id: 'asc' }], take: 1000 }),
    ctx.db.user.findMany({ where: { merchantId: ctx.merchantId, isMasterAdmin: false }, select: { id: true, name: true, username: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }], take: 1000 }),
  ]);
  return { people: people.map((p) => ({ id: p.id, name: p.name, bound: p.binding !== null })), users };
}

/** Binds a sales person to a sub-user, active; a person has one binding at most. */
export function bindSalesPerson(ctx: Ctx, raw: { salesPersonId: string; userId: string }): Promise<TSalesBinding> {
  const input = ZBindInput.parse(raw);
  return audited(
    ctx,
    (b) => ({ action: salesLandingLog('bound', { name: b.salesPersonName, user: b.userName }), category: SALES_LANDING_MODULE }),
    async (tx) => {
      const person = await tx.db.salesPerson.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: input.salesPersonId } }, select: { binding: { select: { id: true } } } });
      if (!person) throw notFound('salesPerson');
      if (person.binding) throw new AppError('SALES_LANDING.ALREADY_BOUND', M.alreadyBound, 'conflict', 'salesPersonId');
      await assertSubUser(tx, input.userId);
      const { id } = await tx.db.salesBinding.create({ data: { merchantId: tx.merchantId, ...input }, select: { id: true } });
      return loadBinding(tx, id);
    },
  );
}

/** Moves a binding to another sub-user. */
export function editBinding(ctx: Ctx, raw: { id: string; userId: string }): Promise<TSalesBinding> {
  const input = ZEditBindingInput.parse(raw);
  return audited(
    ctx,
    (b) => ({ action: salesLandingLog('bindingEdited', { name: b.salesPersonName, user: b.userName }), category: SALES_LANDING_MODULE }),
    async (tx) => {
      await loadBinding(tx, input.id);
      await assertSubUser(tx, input.userId);
      await tx.db.salesBinding.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: input.id } }, data: { userId: input.userId }, select: { id: true } });
      return loadBinding(tx, input.id);
    },
  );
}

/** Activates or deactivates a binding. */
export function setBindingActive(ctx: Ctx, raw: { id: string; active: boolean }): Promise<TSalesBinding> {
  const input = ZBindingActiveInput.parse(raw);
  return audited(
    ctx,
    (b) => ({ action: salesLandingLog(b.active ? 'bindingActivated' : 'bindingDeactivated', { name: b.salesPersonName }), category: SALES_LANDING_MODULE }),
    async (tx) => {
      await loadBinding(tx, input.id);
      await tx.db.salesBinding.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: input.id } }, data: { active: input.active }, select: { id: true } });
      return loadBinding(tx, input.id);
    },
  );
}

export function removeBinding(ctx: Ctx, raw: { id: string }): Promise<{ id: string }> {
  const { id } = ZBindingId.parse(raw);
  return audited<TSalesBinding>(
    ctx,
    (b) => ({ action: salesLandingLog('bindingRemoved', { name: b.salesPersonName }), category: SALES_LANDING_MODULE }),
    async (tx) => {
      const binding = await loadBinding(tx, id);
      await tx.db.salesBinding.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
      return binding;
    },
  ).then(() => ({ id }));
}
