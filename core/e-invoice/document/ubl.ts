import { CURRENCY } from './codes.ts';

/**
 * MyInvois' JSON rendering of UBL 2.1: every element is an array of objects whose '_' holds the
 * value and whose other keys are the element's attributes.
 */
export type UblLeaf = [{ _: string | number | boolean; [attribute: string]: string | number | boolean }];
export type UblNode = { [element: string]: UblLeaf | UblNode[] };

export const leaf = (value: string | number | boolean, attributes: Record<string, string> = {}): UblLeaf => [{ _: value, ...attributes }];

/** Sen written as the decimal number of ringgit MyInvois reads (1234 sen: 12.34). */
export const ringgit = (sen: number): number => sen / 100;

/** The decimal of ringgit read back as sen; exact for any amount of at most two decimals. */
export const senOf = (value: number): number => Math.round(value * 100);

export const money = (sen: number): UblLeaf => leaf(ringgit(sen), { currencyID: CURRENCY });
