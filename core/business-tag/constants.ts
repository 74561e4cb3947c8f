import { msg } from '../shared/messages.ts';

export const BUSINESS_TAG_MODULE = 'business_tag';

/** business-areas.md section 9: at most 10 cards in one bind-card request. */
export const BIND_CARD_LIMIT = 10;

/** business-areas.md section 4: a card is activated (its page is public) or inactive. */
export const CARD_STATUSES = ['activated', 'inactive'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** business-areas.md section 4: a bind-card request's statuses; only a pending one is decided or cancelled. */
export const BIND_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'canceled'] as const;
export type BindRequestStatus = (typeof BIND_REQUEST_STATUSES)[number];

/** Not shown in the spec: the lengths of a card's texts (a printed id is short; the link is a path segment). */
export const BUSINESS_CARD_LIMITS = {
  cardIdMaxChars: 40,
  holderNameMaxChars: 100,
  holderTitleMaxChars: 100,
  holderPhoneMaxChars: 20,
  holderEmailMaxChars: 254,
  customLinkMaxChars: 60,
} as const;

/** business-areas.md sections 5 and 8 (the bind-card rules), with the card screens' own refusals. */
export const BUSINESS_TAG_MESSAGES = {
  cardIdEmpty: msg('businessTag.cardIdEmpty'),
  maxCards: msg('businessTag.maxCards', { max: BIND_CARD_LIMIT }),
  cardIdTooLong: msg('businessTag.cardIdTooLong', { max: BUSINESS_CARD_LIMITS.cardIdMaxChars }),
  duplicateCard: (cardId: string) => msg('businessTag.duplicateCard', { cardId }),
  alreadyBound: (cardId: string) => msg('businessTag.alreadyBound', { cardId }),
  notPending: msg('businessTag.notPending'),
  holderRequired: msg('businessTag.holderRequired'),
  phoneInvalid: msg('businessTag.phoneInvalid'),
  emailInvalid: msg('salesLanding.emailInvalid'),
  linkInvalid: msg('website.urlInvalid'),
  linkInUse: msg('businessTag.linkInUse'),
} as const;

/** The user-log entries of the business tag area. */
export const businessTagLog = (action: string, params?: Record<string, string | number>) => msg(`log.businessTag.${action}`, params);
