import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../core/platform/config.ts';
import { formatMessage, type MessageTree } from '../../core/shared/message-format.ts';
import { wordMessage, type Message } from '../../core/shared/messages.ts';

const trees = new Map<string, MessageTree>();

/** A language's texts as the dashboard loads them (dashboard/i18n/locales). */
export function localeTexts(code: string): MessageTree {
  let tree = trees.get(code);
  if (!tree) trees.set(code, (tree = JSON.parse(readFileSync(path.join(projectRoot, 'dashboard', 'i18n', 'locales', `${code}.json`), 'utf8')) as MessageTree));
  return tree;
}

/** A message of core's worded in a language, as the dashboard words it (the one formatter agrees with i18next: dashboard/i18n/messages.test.ts). */
export const wordIn = (code: string, message: string | Message): string => wordMessage(message, (key, params) => formatMessage(localeTexts(code), key, params));
