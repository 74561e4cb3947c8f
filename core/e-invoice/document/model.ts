import type { TIdType, TTaxType } from './codes.ts';

/** A party's address as MyInvois wants it: up to three lines, a state code (01..17) and an ISO 3166-1 alpha-3 country. */
export interface TPartyAddress {
  lines: string[];
  city: string;
  postcode: string;
  /** MyInvois' state code, 01 to 17. */
  stateCode: string;
  country: string;
}

/** A supplier or a buyer, by MyInvois' fields. */
export interface TParty {
  name: string;
  tin: string;
  idType: TIdType;
  idValue: string;
  /** 'NA' when not an SST registrant. */
  sstNo: string;
  email: string;
  phone: string;
  address: TPartyAddress;
}

/** The supplier adds its MSIC code and its description (IndustryClassificationCode). */
export interface TSupplier extends TParty {
  msicCode: string;
  msicDescription: string;
}

export interface TAmountLine {
  reason: string;
  sen: number;
}

export interface TLineTax {
  type: TTaxType;
  /** The rate in basis points (600: 6%). */
  rateBp: number;
  taxableSen: number;
  taxSen: number;
}

/** One InvoiceLine: qty × unit price, less its allowances, plus its charges; its taxes. */
export interface TDocLine {
  description: string;
  classification: string;
  qty: number;
  unitPriceSen: number;
  allowances: TAmountLine[];
  charges: TAmountLine[];
  taxes: TLineTax[];
}

/** Everything a v1.0 invoice says, in sen; writeInvoice renders it and computes its totals. */
export interface TDocModel {
  id: string;
  issuedAt: Date;
  supplier: TSupplier;
  buyer: TParty;
  lines: TDocLine[];
  /** Document-level allowances (AllowanceTotalAmount) and charges (ChargeTotalAmount). */
  allowances: TAmountLine[];
  charges: TAmountLine[];
  /** A consolidated e-invoice's billing period (InvoicePeriod). */
  period?: { start: string; end: string };
}

/**
 * Splits total over weights so the parts sum to it exactly: each part is its proportional floor,
 * and the sen left go one by one to the largest remainders (the earliest first on a tie).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((w) => (big * BigInt(w)) / bigSum);
  const remainders = weights.map((w, i) => ({ i, rest: (big * BigInt(w)) % bigSum }));
  let left = total - parts.reduce((a, b) => a + Number(b), 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0) break;
    parts[i]! += 1n;
    left--;
  }
  return parts.map(Number);
}
