import { LIVE_COMMERCE_LIMITS as L } from './constants.ts';

export interface CommentOrder {
  code: string;
  qty: number;
}

const CODE = `[a-z0-9]{1,${L.codeMaxChars}}`;
/** `CODE xN`, `CODE+N`, `CODE N` (N of one or two digits). */
const WITH_QTY = new RegExp(`^(${CODE}?)(?:\\s*[x+]\\s*|\\s+)(\\d{1,2})$`, 'i');
const CODE_ONLY = new RegExp(`^(${CODE})$`, 'i');

/**
 * The readings of a comment as an order, most likely first: `CODE`, `CODE xN`, `CODE+N`, `CODE N`
 * (any case, N from 1 to 99, 1 when absent), alone in the comment. `A1x2` reads both as A1 times 2
 * and as the code A1X2, so the caller takes the first reading whose code the set has. Empty when
 * the comment is not an order.
 */
export function readCommentOrder(text: string): CommentOrder[] {
  const trimmed = text.trim();
  const readings: CommentOrder[] = [];
  const withQty = WITH_QTY.exec(trimmed);
  if (withQty) {
    const qty = Number(withQty[2]);
    if (qty >= 1 && qty <= L.maxCommentQty) readings.push({ code: withQty[1]!.toUpperCase(), qty });
  }
  if (CODE_ONLY.test(trimmed)) readings.push({ code: trimmed.toUpperCase(), qty: 1 });
  return readings;
}
