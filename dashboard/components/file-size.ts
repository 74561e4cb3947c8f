const KB = 1024;
const MB = 1024 * KB;

/** A file's size as people read it: bytes under 1 KB, KB under 1 MB, else MB, with at most one decimal in the language's digits. */
export function formatFileSize(bytes: number, locale: string): string {
  // 1,048,575 bytes is "1 MB", not "1,024 KB": the unit follows the rounded figure.
  const [value, unit] = bytes < KB ? [bytes, 'B'] : Math.round((bytes / KB) * 10) < 10 * 1024 ? [bytes / KB, 'KB'] : [bytes / MB, 'MB'];
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 'B' ? 0 : 1 }).format(value)} ${unit}`;
}
