import type { IsolationCase } from '../isolation-cases.ts';

/** Card activation: A's cards, reached by id or by card number with a code. */
export const cardActivationCases: Record<string, IsolationCase> = {
  'cardActivation.list': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'cardActivation.get': { reach: (a) => ({ id: a.cardActivation.activationCardId }) },
  'cardActivation.create': { none: 'Adds a card to the caller’s own merchant; card numbers are unique per merchant, so it names no record of another.' },
  'cardActivation.regenerate': { reach: (a) => ({ id: a.cardActivation.activationCardId }) },
  'cardActivation.activate': { reach: (a) => ({ cardNo: a.cardActivation.cardNo, code: 'AAAA-AAAA' }) },
};
