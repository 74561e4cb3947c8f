import type { IsolationCase } from '../isolation-cases.ts';

/** Single-use sign-in links: opening one (public) and the caller's own scan-and-secure codes. */
export const accessLinkCases: Record<string, IsolationCase> = {
  'accessLinks.redeem': { none: 'public: the token names its own merchant and is checked by hash or by signature' },
  'accessLinks.createScanLink': { none: 'makes a code for the caller only' },
  'accessLinks.scanStatus': { reach: (a) => ({ id: a.accessLinks.scanLinkId }) },
};
