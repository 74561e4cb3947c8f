import { describe, expect, it } from 'vitest';
import { isValidBrn, isValidIc, isValidSst, isValidTin, normalizeIc, normalizeTin } from './identifiers.ts';
import { MSIC_LIST, msicDescription, msicExists, searchMsic } from './msic.ts';

describe('isValidTin', () => {
  it("accepts LHDN's examples: non-individual prefixes, digits ending in 0, and individual IG numbers", () => {
    for (const tin of ['C2584563200', 'C25845632020', 'C1234567890', 'CS1234567890', 'D1234567890', 'LE123456780', 'TP9876543210']) expect(isValidTin(tin, 'company'), tin).toBe(true);
    for (const tin of ['IG123456789', 'IG12345678901', 'IG123456789012']) expect(isValidTin(tin, 'person'), tin).toBe(true);
  });

  it('refuses the forms the MyInvois FAQ corrects, unknown prefixes and over-long numbers', () => {
    // A zero right after the prefix is dropped, and a non-individual TIN always ends with 0.
    for (const tin of ['C01234567890', 'C123456789', 'X1234567890', 'C12345678901230', 'C', 'C12340', 'c1234567890']) expect(isValidTin(tin, 'company'), tin).toBe(false);
    // The old individual prefixes became IG; IG has at most 14 characters.
    for (const tin of ['SG123456789', 'OG123456789', 'IG12345678', 'IG1234567890123', 'IG12345678A']) expect(isValidTin(tin), tin).toBe(false);
  });

  it("takes a person's TIN only as an individual one, and a company's either way (a sole proprietor files under IG)", () => {
    expect(isValidTin('C2584563200', 'person')).toBe(false);
    expect(isValidTin('IG12345678901', 'company')).toBe(true);
    expect(normalizeTin(' ig 1234 5678 901 ')).toBe('IG12345678901');
  });
});

describe('isValidBrn', () => {
  it("reads SSM's 12 digits: year, entity code 01 to 06, running number", () => {
    for (const brn of ['202001234567', '201901000005', '199601012345', '202403000001', '201006000123']) expect(isValidBrn(brn, 2026), brn).toBe(true);
  });

  it('refuses other lengths, unknown entity codes, a year to come or before 1800, and running number 0', () => {
    for (const brn of ['20200123456', '2020012345678', '202007123456', '202000123456', '202701123456', '179901123456', '202001000000', '1312525-A', '2020-01-234567']) {
      expect(isValidBrn(brn, 2026), brn).toBe(false);
    }
  });
});

describe('isValidIc', () => {
  it('accepts a MyKad number with or without its dashes, for a birth date in either century', () => {
    for (const ic of ['770625015324', '770625-01-5324', '000229-14-1234', '991231-59-9998', '050101-66-0011']) expect(isValidIc(ic), ic).toBe(true);
    expect(normalizeIc('770625-01-5324')).toBe('770625015324');
  });

  it('refuses impossible dates, unassigned place-of-birth codes and other shapes', () => {
    // 31 April never happens; 29 February of 2001 or 1901 neither.
    for (const ic of ['770431015324', '010229141234', '771325015324', '770600015324', '770625005324', '770625175324', '770625205324', '77062501532', '7706250153245', '7706-25-015324', 'A70625015324']) {
      expect(isValidIc(ic), ic).toBe(false);
    }
  });
});

describe('isValidSst', () => {
  it("takes one or two of RMCD's numbers, joined by ';'", () => {
    expect(isValidSst('W10-1808-32000001')).toBe(true);
    expect(isValidSst('W10-1808-32000001;A01-2345-67891012')).toBe(true);
    for (const sst of ['W1018083200000', 'W10-1808-3200001', '10-1808-32000001', 'W10-1808-32000001;W10-1808-32000001', 'W10-1808-32000001;A01-2345-67891012;B01-2345-67891012', 'NA']) {
      expect(isValidSst(sst), sst).toBe(false);
    }
  });
});

describe('MSIC codes', () => {
  it("ship LHDN's full sub-category list: five-digit codes, each once, with a description", () => {
    expect(MSIC_LIST).toHaveLength(1174);
    expect(new Set(MSIC_LIST.map((m) => m.code)).size).toBe(MSIC_LIST.length);
    expect(MSIC_LIST.every((m) => /^\d{5}$/.test(m.code) && m.description.trim() !== '')).toBe(true);
  });

  it('know the codes MyInvois samples and online shops use, and no others', () => {
    expect(msicExists('46510')).toBe(true);
    expect(msicDescription('47912')).toBe('Retail sale of any kind of product over the Internet');
    expect(msicExists('00000')).toBe(true);
    for (const code of ['99999', '4651', '465100', '']) expect(msicExists(code), code).toBe(false);
  });

  it('are found by the start of the code or a word of the description, in code order', () => {
    expect(searchMsic('4651', 10).map((m) => m.code)).toEqual(['46510']);
    const internet = searchMsic('INTERNET', 50);
    expect(internet.map((m) => m.code)).toContain('47912');
    expect(internet.every((m) => m.description.toLowerCase().includes('internet'))).toBe(true);
    expect(searchMsic('', 3).map((m) => m.code)).toEqual(['00000', '01111', '01112']);
  });
});
