import type { Ctx } from '../shared/context.ts';
import { AppError, notFound, notFoundMessage } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import type { TShippingStatus, TShippingType } from './constants.ts';
import type { TShippingOptionInput } from './schema.ts';
import type { TShippingOptionRow } from './settings-schema.ts';
import { msg } from '../shared/messages.ts';

const CATEGORY = 'my_sales';

const select = {
  id: true,
  zoneId: true,
  titleEn: true,
  titleCn: true,
  titleBm: true,
  description: true,
  type: true,
  charge: true,
  status: true,
  cod: true,
  sort: true,
  createdAt: true,
  updatedAt: true,
  zone: { select: { name: true } },
} as const;

type OptionRecord = {
  id: string;
  zoneId: string;
  titleEn: string;
  titleCn: string;
  titleBm: string;
  description: string;
  type: string;
  charge: string | null;
  status: string;
  cod: boolean;
  sort: number;
  createdAt: Date;
  updatedAt: Date;
  zone: { name: string };
};

const asRow = ({ zone, charge, type, status, ...option }: OptionRecord): TShippingOptionRow => ({
  ...option,
  zoneName: zone.name,
  type: type as TShippingType,
  status: status as TShippingStatus,
  charge: charge ? (JSON.parse(charge) as TShippingOptionRow['charge']) : null,
});

/** The columns of an option; the charge (form and figures) as JSON text, none for free and quoted shipping. */
const dataOf = (input: TShippingOptionInput) => ({
  zoneId: input.zoneId,
  titleEn: input.titleEn,
  titleCn: input.titleCn,
  titleBm: input.titleBm,
  description: input.description,
  type: input.type,
  charge: 'charge' in input ? JSON.stringify(input.charge) : null,
  status: input.status,
  cod: input.cod,
  sort: input.sort,
});

const key = (ctx: Ctx, id: string) => ({ merchantId_id: { merchantId: ctx.merchantId, id } });

/** The zone must be one of the merchant's own. */
async function assertZone(ctx: Ctx, zoneId: string): Promise<void> {
  const zone = await ctx.db.shippingZone.findUnique({ where: key(ctx, zoneId), select: { id: true } });
  if (!zone) throw new AppError('SHIPPING_ZONE.NOT_FOUND', notFoundMessage('shippingZone'), 'not_found', 'zoneId');
}

/** Every option of the merchant with its zone's name, in the buyer's order: sort, English title, id. */
export async function listShippingOptions(ctx: Ctx, input: { zoneId?: string | undefined } = {}): Promise<TShippingOptionRow[]> {
  const rows = await ctx.db.shippingOption.findMany({
    where: { merchantId: ctx.merchantId, ...(input.zoneId && { zoneId: input.zoneId }) },
    select,
    orderBy: [{ sort: 'asc' }, { titleEn: 'asc' }, { id: 'asc' }],
  });
  return rows.map(asRow);
}

export async function getShippingOption(ctx: Ctx, id: string): Promise<TShippingOptionRow> {
  const row = await ctx.db.shippingOption.findUnique({ where: key(ctx, id), select });
  if (!row) throw notFound('shippingOption');
  return asRow(row);
}

export function createShippingOption(ctx: Ctx, input: TShippingOptionInput): Promise<TShippingOptionRow> {
  return audited(ctx, { action: msg('log.shipping.optionCreated', { name: input.titleEn }), category: CATEGORY }, async (tx) => {
    await assertZone(tx, input.zoneId);
    return asRow(await tx.db.shippingOption.create({ data: { merchantId: tx.merchantId, ...dataOf(input) }, select }));
  });
}

export function updateShippingOption(ctx: Ctx, id: string, input: TShippingOptionInput): Promise<TShippingOptionRow> {
  return audited(ctx, { action: msg('log.shipping.optionUpdated', { name: input.titleEn }), category: CATEGORY }, async (tx) => {
    await getShippingOption(tx, id);
    await assertZone(tx, input.zoneId);
    return asRow(await tx.db.shippingOption.update({ where: key(tx, id), data: dataOf(input), select }));
  });
}

/** A disabled option is never offered at checkout. */
export async function setShippingOptionStatus(ctx: Ctx, id: string, status: TShippingStatus): Promise<TShippingOptionRow> {
  const option = await getShippingOption(ctx, id);
  return audited(ctx, { action: msg(status === 'enabled' ? 'log.shipping.optionEnabled' : 'log.shipping.optionDisabled', { name: option.titleEn }), category: CATEGORY }, async (tx) =>
    asRow(await tx.db.shippingOption.update({ where: key(tx, id), data: { status }, select })),
  );
}

/** Orders keep the option's title and charge, so an option can go while orders named it. */
export async function deleteShippingOption(ctx: Ctx, id: string): Promise<void> {
  const option = await getShippingOption(ctx, id);
  await audited(ctx, { action: msg('log.shipping.optionDeleted', { name: option.titleEn }), category: CATEGORY }, async (tx) => {
    await tx.db.shippingOption.delete({ where: key(tx, id) });
  });
}
