// The i18next instance i18n.ts sets up, without its start-up (tests word messages with resources of their own).
import i18n from 'i18next';
import { GENERIC_MESSAGES } from '../../core/shared/errors.ts';
import { readMessage, wordMessage, type Message } from '../../core/shared/messages.ts';

/**
 * Core's messages in the interface's language: text as msg() gives it (a schema's refusal, a
 * constant of core's, an activity-log line) or data as an answer carries it (an error's i18n,
 * a field's message). Other text (already worded by the dashboard) is shown as it is.
 */
export const translateMessage = (message: string | Message): string => wordMessage(message, (key, params) => i18n.t(key, params));

/**
 * A schema's refusal as a message, for a form to translate: core's schemas word every refusal
 * as a message; the schema library's own words ("Invalid input: ...") never reach a person, they
 * read as "You must enter a valid value."
 */
export const issueMessage = (text: string): string => (readMessage(text) ? text : GENERIC_MESSAGES.invalidValue);
