import { InvalidArgumentError } from 'commander';

/** Commander argument parser for whole numbers in [min, max]. */
export const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER) =>
  (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) throw new InvalidArgumentError(`Expected a whole number from ${min} to ${max}.`);
    return n;
  };
