import { formatCount } from './numbers.ts';

/** A locale file's texts: nested objects of strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** English has two plural forms (i18next's _one and _other); Intl.PluralRules would cost ICU's memory for that. */
const pluralOf = (count: number) => (count === 1 ? 'one' : 'other');
/** `$t(key, {json})` (a nested text) or `{{name}}` / `{{name, number}}` (a value). */
const TOKEN = /\$t\(([^,)]+)(?:,\s*(\{.*?\})\s*)?\)|\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

function lookup(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const valueOf = (value: unknown, format: string | undefined): string => (format === 'number' && typeof value === 'number' ? formatCount(value) : String(value ?? ''));

/**
 * Words a message of the English locale file as i18next does, for the parts the texts use:
 * `{{name}}` and `{{name, number}}` values, plurals by `count` (key_one, key_other) and nested
 * texts `$t(key, {"count": {{n}} })`. Values are inserted as they are, never read as markup.
 * The command line words job summaries with it; a test holds it to i18next's output.
 */
export function formatMessage(tree: MessageTree, key: string, params: Record<string, unknown> = {}): string {
  const count = params.count;
  const template = (typeof count === 'number' ? lookup(tree, `${key}_${pluralOf(count)}`) : undefined) ?? lookup(tree, key);
  if (template === undefined) return key;
  const fill = (text: string): string =>
    text.replace(TOKEN, (_token, nestedKey: string | undefined, nestedParams: string | undefined, name: string | undefined, format: string | undefined) => {
      if (name !== undefined) return valueOf(params[name], format);
      const own: Record<string, unknown> = nestedParams ? JSON.parse(fill(nestedParams)) : {};
      return formatMessage(tree, fill(nestedKey!.trim()), { ...params, ...own });
    });
  return fill(template);
}
