import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

const voucher = (a: TenantFixtures) => ({ id: a.merchantPoints.npVoucherId, voucher: { name: 'Intruder', points: 1 } });

/** Merchant points: A's balance, the vouchers A offers, and those A bought. */
export const merchantPointsCases: Record<string, IsolationCase> = {
  'merchantPoints.balance': { list: () => undefined },
  'merchantPoints.offers': { list: () => undefined },
  'merchantPoints.redeem': { reach: (a) => ({ voucherId: a.merchantPoints.npVoucherId }) },
  'merchantPoints.redeemed': { list: () => ({ pageSize: 80 }) },
  'merchantPoints.markUsed': { reach: (a) => ({ id: a.merchantPoints.redemptionId }) },
  'merchantPoints.vouchers': { list: () => undefined },
  'merchantPoints.createVoucher': { none: 'Creates a voucher of the caller’s own merchant; it names no record.' },
  'merchantPoints.updateVoucher': { reach: voucher },
  'merchantPoints.issued': { list: () => ({ pageSize: 80 }) },
};
