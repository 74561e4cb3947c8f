/**
 * Order and member rows written straight to the database, for the home page's figures: they
 * read statuses, totals and instants only, so a test sets those exactly (and by the hundred
 * thousand) rather than going through the checkout.
 */

export interface OrderAt {
  status: number;
  placedAt: string;
  totalSen?: number;
}

export const orderRow = (merchantId: string, orderNo: number, o: OrderAt) => ({
  merchantId,
  id: `o${merchantId.slice(-6)}${orderNo}`,
  orderNo,
  status: o.status,
  buyerName: `Buyer ${orderNo}`,
  buyerNameKey: `buyer ${orderNo}`,
  subtotalSen: BigInt(o.totalSen ?? 1000),
  totalSen: BigInt(o.totalSen ?? 1000),
  placedAt: new Date(o.placedAt),
  updatedAt: new Date(o.placedAt),
});

export const memberRow = (merchantId: string, memberNo: number, joinedAt: string) => ({
  merchantId,
  id: `m${merchantId.slice(-6)}${memberNo}`,
  memberNo,
  name: `Member ${memberNo}`,
  nameKey: `member ${memberNo}`,
  email: `member${memberNo}@buyer.test`,
  emailKey: `member${memberNo}@buyer.test`,
  source: 'signup',
  joinedAt: new Date(joinedAt),
  updatedAt: new Date(joinedAt),
});
