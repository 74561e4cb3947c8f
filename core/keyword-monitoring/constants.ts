import { MEMBER_MESSAGES } from '../members/constants.ts';
import { KEYWORD_LIMITS, KEYWORD_MESSAGES } from '../reports/keyword-schema.ts';
import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/** The user log and the menu section of keyword monitoring and the keyword planner. */
export const KEYWORD_CAMPAIGN_CATEGORY = 'tools';

/** Spec: at most 10 keywords of at least 3 characters each, repeat up to 99 (or unlimited). */
export const KEYWORD_CAMPAIGN_LIMITS = {
  nameMaxChars: 150,
  domainMaxChars: 253,
  maxKeywords: KEYWORD_LIMITS.maxKeywords,
  keywordMinChars: KEYWORD_LIMITS.minLength,
  keywordMaxChars: KEYWORD_LIMITS.maxLength,
  minPeriodMonths: 1,
  maxPeriodMonths: 12,
  maxRepeat: 99,
  maxEmails: 10,
  emailMaxChars: 254,
  /** "Check now" runs a campaign at most once in this time (the provider is paid per search). */
  checkNowGapMs: 60 * 60 * 1000,
  /** The checks a campaign's history shows, newest first. */
  historyChecks: 24,
  plannerMinChars: 3,
  plannerMaxChars: 80,
} as const;
const L = KEYWORD_CAMPAIGN_LIMITS;

export const KEYWORD_CAMPAIGN_MESSAGES = {
  nameRequired: msg('keywordMonitoring.nameRequired'),
  nameTooLong: tooLongMessage(term('fields.keywordCampaignName'), L.nameMaxChars),
  domainInvalid: msg('keywordMonitoring.domainInvalid'),
  keywordsRequired: msg('keywordMonitoring.keywordsRequired'),
  tooManyKeywords: msg('keywordMonitoring.tooManyKeywords', { max: L.maxKeywords }),
  keywordTooShort: KEYWORD_MESSAGES.tooShort,
  keywordTooLong: KEYWORD_MESSAGES.tooLong,
  /** The spec's words, verbatim. */
  keywordRepeated: KEYWORD_MESSAGES.repeated,
  periodRequired: msg('keywordMonitoring.periodRequired', { min: L.minPeriodMonths, max: L.maxPeriodMonths }),
  repeatRange: msg('keywordMonitoring.repeatRange', { max: L.maxRepeat }),
  emailInvalid: MEMBER_MESSAGES.emailInvalid,
  tooManyEmails: msg('keywordMonitoring.tooManyEmails', { max: L.maxEmails }),
  checkedRecently: msg('keywordMonitoring.checkedRecently'),
  plannerTooShort: msg('keywordMonitoring.plannerTooShort', { min: L.plannerMinChars }),
  plannerTooLong: msg('shared.tooLong', { field: term('fields.keyword'), max: L.plannerMaxChars }),
  noProvider: KEYWORD_MESSAGES.noProvider,
  providerFailed: KEYWORD_MESSAGES.providerFailed,
} as const;
