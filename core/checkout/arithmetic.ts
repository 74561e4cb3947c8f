/** amount × bp / 10,000 rounded half up, for non-negative integers (BigInt keeps it exact). */
export const basisPointsOf = (amount: number, bp: number): number =>
  amount <= 0 || bp <= 0 ? 0 : Number((BigInt(amount) * BigInt(bp) * 2n + 10_000n) / 20_000n);
