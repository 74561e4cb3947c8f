import { InvalidArgumentError } from 'commander';

/** Commander argument parser for whole numbers in [min, max]. */
export const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER) =>
  (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) throw new InvalidArgumentError(`Expected a whole number from ${min} to ${max}.`);
    return n;
  };

/** Commander argument parser for a list's page size: 20, 40, 60 or 80. */
export const pageSize = (value: string): number => {
  const n = Number(value);
  if (![20, 40, 60, 80].includes(n)) throw new InvalidArgumentError('Expected 20, 40, 60 or 80.');
  return n;
};
