import type { Ctx } from '../../../../core/shared/context.ts';
import { createWarranty } from '../../../../core/warranty/records.ts';
import type { CatalogueFixtures } from './catalogue.ts';

export interface WarrantyFixtures {
  warrantyId: string;
  /** A's serial number, carrying A's marker. */
  serialNo: string;
}

/** A sold item of A's under warranty, its serial number and buyer named with A's marker. */
export async function seedWarranty(ctx: Ctx, marker: string, catalogue: CatalogueFixtures): Promise<WarrantyFixtures> {
  const serialNo = `SN-${marker}`;
  const w = await createWarranty(ctx, {
    productId: catalogue.productId,
    optionId: catalogue.optionId,
    serialNo,
    buyerName: `Buyer ${marker}`,
    buyerPhone: '+60 12-555 0101',
    buyerEmail: `${marker.toLowerCase()}@buyer.test`,
    startDate: '2026-01-01',
    months: 12,
  });
  return { warrantyId: w.id, serialNo };
}
