const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Values that lay out the same way in either direction, and that texts may use inside a $t()
 * nesting (a count in its JSON, a module code in its key): plain numbers and single Latin words.
 */
const PLAIN = /^(?:\d[\d.,]*|[A-Za-z][\w.]*)$/;

/**
 * A value put into a right-to-left text, isolated with Unicode's first-strong isolate so that its
 * own direction holds inside the sentence: "50% OFF" or "SKU is required." inside Arabic keeps its
 * order and its full stop at its own end, and the sentence's punctuation stays at the sentence's end.
 */
export const isolate = (value: string): string => (PLAIN.test(value) ? value : `${FSI}${value}${PDI}`);

/**
 * i18next's interpolation for the dashboard: React escapes what it renders, so the escape step
 * is free to isolate the values of right-to-left texts instead.
 */
export const interpolation = (rightToLeft: () => boolean) => ({
  escapeValue: true,
  escape: (value: string) => (rightToLeft() ? isolate(value) : value),
});
