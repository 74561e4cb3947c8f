/**
 * The kinds of credit a merchant holds, each a balance in the one ledger (core/credits/ledger.ts):
 * SMS (shake-user verification codes: +60 numbers cost 1, +65 cost 2) and WhatsApp notifications
 * (1 each), AI (generations: docs/ai.md), merchant points (NP vouchers: docs/merchant-points.md)
 * and SME quota (requests to connect: docs/sme.md), positioning quota (tracked AI positioning questions: docs/ai.md).
 * Later kinds are added here, never as a ledger of their own.
 */
export const CREDIT_KINDS = ['sms', 'whatsapp', 'ai', 'merchant_points', 'sme_quota', 'positioning'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/**
 * Why a balance moved: topped up by the operator, spent by a send, a generation or a voucher
 * redeemed, refunded, corrected by hand, a pack bought by card, or a pack's credits expired.
 */
export const CREDIT_REASONS = ['top_up', 'sms', 'whatsapp_notification', 'ai_generation', 'voucher_redeem', 'sme_request', 'positioning_item', 'refund', 'adjustment', 'purchase', 'expiry'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** The most one movement may add or take: far beyond any real pack, far under a 32-bit integer. */
export const MAX_CREDIT_MOVEMENT = 10_000_000;
