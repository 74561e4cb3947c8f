import type { BaseCtx } from '../shared/context.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { USER_MESSAGES } from '../users/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { ZCreateMerchantInput, type TCreateMerchantInput } from './schema.ts';

/**
 * Operator action: a new merchant with its master admin. Not exposed over HTTP; the
 * `merchant merchants create` command calls it against the local database.
 */
export async function createMerchant(base: BaseCtx, raw: TCreateMerchantInput): Promise<{ merchantId: string; userId: string }> {
  const input = ZCreateMerchantInput.parse(raw);
  const taken = await base.db.loginName.findUnique({ where: { username: input.username.toLowerCase() } });
  if (taken) throw new AppError('USER.LOGIN_ID_TAKEN', USER_MESSAGES.loginIdTaken, 'conflict', 'username');
  const passwordHash = await hashPassword(input.password);
  try {
    return await withTransaction(base, async (tx) => {
      const merchant = await tx.db.merchant.create({
        data: {
          name: input.name,
          timeZone: input.timeZone,
          email: input.email,
          masterEmail: input.email,
          accountLimit: input.accountLimit,
          since: tx.now(),
        },
        select: { id: true },
      });
      const user = await tx.db.user.create({
        data: {
          merchantId: merchant.id,
          name: input.adminName || input.name,
          username: input.username,
          email: input.email,
          emailKey: input.email.toLowerCase(),
          passwordHash,
          isMasterAdmin: true,
        },
        select: { id: true },
      });
      await tx.db.loginName.create({ data: { username: input.username.toLowerCase(), merchantId: merchant.id, userId: user.id } });
      return { merchantId: merchant.id, userId: user.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('USER.LOGIN_ID_TAKEN', USER_MESSAGES.loginIdTaken, 'conflict', 'username');
    throw error;
  }
}
