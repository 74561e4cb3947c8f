import sanitizeHtml from 'sanitize-html';

/**
 * What a campaign's body may hold: the rich-text editor's own marks and nothing that runs or
 * loads (no script, style, iframe, form, event attribute or javascript: link). Links keep only
 * http, https and mailto.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'], p: ['style'], h1: ['style'], h2: ['style'], h3: ['style'], h4: ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export const sanitizeBody = (html: string): string => sanitizeHtml(html, ALLOWED);

/** The body as plain text, for the text part: tags dropped, paragraphs on their own lines. */
export function bodyText(html: string): string {
  const spaced = html.replace(/<(br|\/p|\/h[1-4]|\/li|\/blockquote|hr)[^>]*>/gi, '\n');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\n{3,}/g, '\n\n').trim();
}

/** The http(s) links of a sanitised body: the only places its click redirect may lead. */
export function bodyLinks(html: string): string[] {
  const links = new Set<string>();
  sanitizeHtml(html, {
    allowedTags: ['a'],
    allowedAttributes: { a: ['href'] },
    exclusiveFilter: (frame) => {
      const href = frame.attribs.href;
      if (frame.tag === 'a' && href && /^https?:\/\//i.test(href)) links.add(href);
      return false;
    },
  });
  return [...links];
}

/** Rewrites each http(s) link of a sanitised body through wrap (the click redirect). */
export function rewriteLinks(html: string, wrap: (url: string) => string): string {
  return sanitizeHtml(html, {
    ...ALLOWED,
    transformTags: {
      a: (tagName, attribs) => (attribs.href && /^https?:\/\//i.test(attribs.href) ? { tagName, attribs: { ...attribs, href: wrap(attribs.href) } } : { tagName, attribs }),
    },
  });
}

export const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
