/**
 * What core says to people, as data: a key of the locale files (dashboard/i18n/locales, under
 * `messages`) and the values it is worded with. Core never words a sentence itself; each face
 * words it in its own language: the dashboard with i18next, the command line and the server's
 * English answers with the English locale file (english.ts). docs/architecture.md, "Errors and
 * messages", shows the whole path.
 */

/** A message: its full key ('messages.catalogue.skuTaken') and its values. */
export interface Message {
  key: string;
  params?: MessageParams;
}

/** A value is text or a number as it is, or a message of its own (a field's name, a row's reason), worded first. */
export type MessageParams = { [name: string]: string | number | Message };

/** Words a key with its values: i18next's t in the dashboard, formatMessage over the English texts elsewhere. */
export type Translate = (key: string, params: Record<string, string | number>) => string;

const NAMESPACE = 'messages.';

/**
 * A message as text, for the places where only text fits (a schema's refusal, an error's
 * message, a file row's reason): its key, then its values as JSON.
 * msg('shared.tooLong', { field: term('fields.sku'), max: 64 }) ->
 * 'messages.shared.tooLong {"field":{"key":"messages.fields.sku"},"max":64}'
 */
export const msg = (key: string, params?: MessageParams): string => messageText({ key: NAMESPACE + key, params });

/** A message as text (the form msg gives), from its data. */
export const messageText = ({ key, params }: Message): string => (params && Object.keys(params).length > 0 ? `${key} ${JSON.stringify(params)}` : key);

/** A word or phrase of the locale files that another message names (a field, a kind of record): term('fields.sku'). */
export const term = (key: string, params?: MessageParams): Message => ({ key: NAMESPACE + key, ...(params && { params }) });

const REF = /^(messages\.[\w.-]+)(?: (\{.*\}))?$/s;

/** The message a text stands for, or null when the text is not one (plain words, a raw schema message). */
export function readMessage(text: string): Message | null {
  const match = REF.exec(text);
  if (!match) return null;
  if (match[2] === undefined) return { key: match[1]! };
  try {
    const params: unknown = JSON.parse(match[2]);
    return params && typeof params === 'object' && !Array.isArray(params) ? { key: match[1]!, params: params as MessageParams } : null;
  } catch {
    return null;
  }
}

export const isMessage = (text: string): boolean => readMessage(text) !== null;

/** A message as data, whether it came as text (msg) or as a Message; null for text that is not one. */
export const asMessage = (message: string | Message): Message | null => (typeof message === 'string' ? readMessage(message) : message);

/** The message in words; text that is not a message is returned as it is. */
export function wordMessage(message: string | Message, t: Translate): string {
  const parsed = asMessage(message);
  if (!parsed) return message as string;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(parsed.params ?? {})) values[name] = typeof value === 'object' ? wordMessage(value, t) : value;
  return t(parsed.key, values);
}

/** A message given as text (msg) as a value of another message, worded in place: msg('x', { reason: inner(text) }). */
export const inner = (text: string): string | Message => readMessage(text) ?? text;

/**
 * A message as text of at most max characters (a column's size): its long values are shortened
 * ('…') until it fits, so that it still reads as a message; at worst its key alone.
 */
export function fitMessageText(text: string, max: number): string {
  if (text.length <= max) return text;
  const message = readMessage(text);
  if (!message) return text.slice(0, max);
  for (const cut of [200, 100, 40, 10]) {
    const params = Object.fromEntries(Object.entries(message.params ?? {}).map(([name, v]) => [name, typeof v === 'string' && v.length > cut ? `${v.slice(0, cut)}…` : v]));
    const shorter = messageText({ key: message.key, params });
    if (shorter.length <= max) return shorter;
  }
  return message.key;
}
