import { existsSync, readFileSync } from 'node:fs';
import type PDFDocument from 'pdfkit';
import { msg } from '../shared/messages.ts';

type PdfDoc = InstanceType<typeof PDFDocument>;

/**
 * A font for text beyond Latin-1 (Chinese names and addresses above all). The 14 standard PDF
 * fonts cover Latin-1 only, and no CJK font is small enough to ship in the package, so the
 * machine's is used: PDF_UNICODE_FONT names a .ttf/.otf/.ttc file, else the first of these
 * Debian fonts that is installed (`apt-get install fonts-wqy-microhei`). Without one, such
 * characters print as '?': the server warns at start-up and a print job says so in its summary.
 */
const CANDIDATES = [
  { file: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', face: 'WenQuanYiMicroHei' },
  { file: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', face: 'WenQuanYiZenHei' },
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' },
] as const;


export interface UnicodeFont {
  data: Buffer;
  face: string | undefined;
}

let found: { font: UnicodeFont | null; problem: string | null } | undefined;

/** Read once per process: the file is megabytes and every document would read it again. */
function loadUnicodeFont(): { font: UnicodeFont | null; problem: string | null } {
  if (found) return found;
  const configured = process.env.PDF_UNICODE_FONT;
  if (configured) {
    const [file, face] = configured.split('#') as [string, string?];
    try {
      found = { font: { data: readFileSync(file), face: face || undefined }, problem: null };
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      found = { font: null, problem: msg('print.fontUnreadable', { file, reason }) };
    }
  } else {
    const candidate = CANDIDATES.find((c) => existsSync(c.file));
    found = candidate
      ? { font: { data: readFileSync(candidate.file), face: candidate.face }, problem: null }
      : { font: null, problem: msg('print.noUnicodeFont') };
  }
  return found;
}

/** The machine's Unicode font, or null when there is none to use. */
export const unicodeFont = (): UnicodeFont | null => loadUnicodeFont().font;

/** Why PDFs have no Unicode font (to warn about), or null when they have one. */
export const unicodeFontProblem = (): string | null => loadUnicodeFont().problem;

const LATIN_1 = /^[\n\u0020-\u007E\u00A0-\u00FF]*$/u;
const UNICODE = 'Unicode';

/** The fonts of one document: the standard fonts for Latin-1 text, the Unicode font for the rest. */
export interface PdfFonts {
  /** The font to draw text with in the style. */
  of(text: string, style: 'regular' | 'bold'): string;
  /** The text as the chosen font can print it. */
  printable(text: string): string;
  /** Whether any character printed as '?' so far, for want of a Unicode font. */
  lostCharacters(): boolean;
}

const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;

const perDocument = new WeakMap<PdfDoc, PdfFonts>();

/** The document's fonts; font is the machine's Unicode font unless a test says otherwise. */
export function pdfFonts(doc: PdfDoc, font: UnicodeFont | null = unicodeFont()): PdfFonts {
  const known = perDocument.get(doc);
  if (known) return known;
  if (font) doc.registerFont(UNICODE, font.data, font.face);
  let lost = false;
  const fonts: PdfFonts = {
    // The standard fonts whenever they can: they need no embedding and keep files small.
    of: (text, style) => (font && !LATIN_1.test(text) ? UNICODE : style === 'bold' ? 'Helvetica-Bold' : 'Helvetica'),
    printable: (text) => {
      const clean = text.replace(CONTROL, '');
      if (font) return clean;
      return clean.replace(/[^\n\u0020-\u007E\u00A0-\u00FF]/gu, () => {
        lost = true;
        return '?';
      });
    },
    lostCharacters: () => lost,
  };
  perDocument.set(doc, fonts);
  return fonts;
}
