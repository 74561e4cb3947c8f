/**
 * A language's texts go in two parts. The first part holds what the pages a first visit lands on
 * (sign-in and the other guest pages, the dashboard in its frame) and the app around every
 * screen show; the rest, most of the texts, loads with the first other screen
 * (app/router.tsx) or the command palette. text-parts.test.ts holds those pages to the first part.
 */
export const FIRST_PART = ['common', 'dialog', 'leave', 'crossTab', 'access', 'modules', 'shell', 'menu', 'palette', 'account.my', 'account.paymentState', 'home', 'login', 'otp', 'reset', 'password', 'changePassword', 'notFound', 'messages.shared', 'messages.fields', 'messages.auth', 'messages.password', 'messages.twoFactor'];

/** The routes whose screens show only texts of the first part. */
export const FIRST_ROUTES = ['/login', '/otp', '/reset-password', '/reset/{id}/merchant-reset-password', '/logout', '/', '/dashboard', '/dashboard_v2', '/404', '/change-password'];

export type TextPart = 'first' | 'rest';
export type Texts = { [key: string]: string | Texts };

/** The texts of one part: a section of FIRST_PART ('messages.auth' one under messages) is in the first, every other in the rest. */
export function textPart(texts: Texts, part: TextPart, prefix = ''): Texts {
  const out: Texts = {};
  for (const [key, value] of Object.entries(texts)) {
    const name = prefix + key;
    const first = FIRST_PART.includes(name);
    if (!first && typeof value === 'object' && FIRST_PART.some((section) => section.startsWith(`${name}.`))) {
      const inner = textPart(value, part, `${name}.`);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (first === (part === 'first')) out[key] = value;
  }
  return out;
}

/** Both parts as one: the sections they share (messages) merged key by key. */
export function mergeTexts(a: Texts, b: Texts): Texts {
  const out: Texts = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    out[key] = typeof mine === 'object' && typeof value === 'object' ? mergeTexts(mine, value) : value;
  }
  return out;
}
