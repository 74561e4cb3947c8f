import { bodyText, escapeHtml, sanitizeBody } from '../email-marketing/body-html.ts';

const PLACEHOLDER = /\{(\w+)\}/g;

/** What an e-mail's placeholders stand for: texts, the items one line each, and the order's dashboard link. */
export interface OrderMailValues {
  texts: Record<string, string>;
  items: string[];
}

export const placeholdersOf = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);

const valueOf = (values: OrderMailValues, name: string): string => (name === 'items' ? values.items.join('\n') : (values.texts[name] ?? ''));

/** A piece whose placeholders are all empty is left out: a line that would only say "Phone:". */
const allEmpty = (piece: string, values: OrderMailValues) => {
  const names = placeholdersOf(piece);
  return names.length > 0 && names.every((name) => !valueOf(values, name));
};

/** The subject on one line, its placeholders filled. */
export const renderSubject = (subject: string, values: OrderMailValues): string =>
  subject.replace(PLACEHOLDER, (_all, name: string) => valueOf(values, name)).replace(/\s+/g, ' ').trim();

/** The plain-text part: the body's text, line by line. */
export function renderText(body: string, values: OrderMailValues): string {
  const lines = bodyText(sanitizeBody(body)).split('\n');
  return lines
    .filter((line) => !allEmpty(line, values))
    .map((line) => line.replace(PLACEHOLDER, (_all, name: string) => (name === 'items' ? values.items.map((item) => `  ${item}`).join('\n') : valueOf(values, name))))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const htmlValue = (values: OrderMailValues, name: string): string => {
  if (name === 'items') return values.items.map(escapeHtml).join('<br>');
  const text = escapeHtml(valueOf(values, name));
  return name === 'orderLink' && text ? `<a href="${text}">${text}</a>` : text;
};

/**
 * The HTML part: the sanitised body with each value escaped, the logo above it. The body is split
 * at line and paragraph ends so that an empty line goes as in the text part.
 */
export function renderHtml(body: string, values: OrderMailValues, logoUrl: string | null): string {
  const pieces = sanitizeBody(body).split(/(<br\s*\/?>|<\/p>|<\/li>|<\/h[1-4]>)/i);
  let html = '';
  for (let i = 0; i < pieces.length; i += 2) {
    const piece = pieces[i]!;
    const end = pieces[i + 1] ?? '';
    if (allEmpty(piece, values)) html += (piece.match(/<[^>]+>/g) ?? []).join('') + (/^<br/i.test(end) ? '' : end);
    else html += piece.replace(PLACEHOLDER, (_all, name: string) => htmlValue(values, name)) + end;
  }
  const cleaned = html.replace(/<p>\s*<\/p>/g, '').replace(/(<br>\s*)+<\/p>/g, '</p>');
  return [logoUrl && `<p><img src="${escapeHtml(logoUrl)}" alt="" style="max-width:200px"></p>`, cleaned].filter(Boolean).join('\n');
}
