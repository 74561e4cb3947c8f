import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../platform/config.ts';
import { formatMessage, type MessageTree } from './message-format.ts';
import { wordMessage, type Message } from './messages.ts';

let texts: MessageTree | null = null;

/**
 * The English locale file, read once: the one home of every English text. The server's answers
 * (for the command line and scripts), the command line and the files of rejected rows word
 * core's messages from it, as the dashboard does in English.
 */
export const englishTexts = (): MessageTree => (texts ??= JSON.parse(readFileSync(path.join(projectRoot, 'dashboard', 'i18n', 'locales', 'en.json'), 'utf8')) as MessageTree);

/** A message (or its text form, see msg) in English; text that is not a message is returned as it is. */
export const english = (message: string | Message): string => wordMessage(message, (key, params) => formatMessage(englishTexts(), key, params));
