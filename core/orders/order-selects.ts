import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';

// Columns of an order that several readers take together (the detail, the export, the printed
// documents): one list each, so a column added to the checkout is read everywhere alike.

/** The buyer as the checkout took them. */
export const BUYER_SELECT = { buyerName: true, buyerEmail: true, buyerPhone: true } satisfies Prisma.OrderSelect;

/** Where the order goes (selfPickup: nowhere, the buyer collects it). */
export const SHIP_ADDRESS_SELECT = {
  shipName: true,
  shipAddress: true,
  shipCity: true,
  shipPostcode: true,
  shipState: true,
  shipCountry: true,
  selfPickup: true,
} satisfies Prisma.OrderSelect;

/** The order's money, each part in sen, that every view of its total shows. */
export const AMOUNTS_SELECT = {
  subtotalSen: true,
  voucherSen: true,
  voucherCode: true,
  discountSen: true,
  memberPointsSen: true,
  shippingSen: true,
  shippingDiscountSen: true,
  salesTaxSen: true,
  serviceTaxSen: true,
  totalSen: true,
} satisfies Prisma.OrderSelect;
