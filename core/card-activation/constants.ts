import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/** /mantap and /mantap-card are login-only routes with no module key: the user-log category is their own. */
export const CARD_ACTIVATION_CATEGORY = 'card_activation';

/** Spec: "Card activation: pending, then activated." */
export const CARD_STATUSES = ['pending', 'activated'] as const;
export type TCardStatus = (typeof CARD_STATUSES)[number];

/** The spec says a code expires but not when; ours is 24 hours (docs/card-activation.md). */
export const ACTIVATION_CODE_TTL_MS = 24 * 60 * 60_000;

export const CARD_ACTIVATION_LIMITS = {
  cardNoMaxChars: 64,
  holderNameMaxChars: 100,
  searchMaxChars: 100,
  /** Characters of a code, shown as two groups of four ('K7QM-2XRP'). */
  codeChars: 8,
} as const;

const L = CARD_ACTIVATION_LIMITS;
const field = (name: string) => term(`fields.cardActivation.${name}`);

export const CARD_ACTIVATION_MESSAGES = {
  cardNoRequired: msg('cardActivation.cardNoRequired'),
  cardNoTooLong: tooLongMessage(field('cardNo'), L.cardNoMaxChars),
  holderNameTooLong: tooLongMessage(field('holderName'), L.holderNameMaxChars),
  cardNoTaken: msg('cardActivation.cardNoTaken'),
  codeRequired: msg('cardActivation.codeRequired'),
  codeWrong: msg('cardActivation.codeWrong'),
  codeExpired: msg('cardActivation.codeExpired'),
  alreadyActivated: msg('cardActivation.alreadyActivated'),
} as const;
