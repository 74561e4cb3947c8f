import { extractTextItems, getDocumentProxy, type StructuredTextItem } from 'unpdf';

/**
 * PDFs read back for the tests with PDF.js (unpdf), in plain JavaScript. The text is laid out
 * the way the page shows it: one line per baseline, top to bottom, and a table's row on one line
 * with spaces for the gaps between its columns; each page ends with a form feed.
 */
export async function pdfToText(pdf: Uint8Array): Promise<string> {
  // A copy: PDF.js takes over the bytes it is given.
  const { items } = await extractTextItems(new Uint8Array(pdf));
  return items.map((page) => `${linesOf(page).map(lineText).join('\n')}\n\f`).join('');
}

/** How many pages a PDF has. */
export async function pdfPages(pdf: Uint8Array): Promise<number> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  try {
    return doc.numPages;
  } finally {
    await doc.destroy();
  }
}

/** Words whose baselines are within half a line of each other share a line (the CJK font sits a little higher). */
function linesOf(page: StructuredTextItem[]): StructuredTextItem[][] {
  const lines: StructuredTextItem[][] = [];
  for (const word of page.filter((i) => i.str.trim()).sort((a, b) => b.y - a.y)) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - word.y) < Math.min(line[0]!.height, word.height) / 2) line.push(word);
    else lines.push([word]);
  }
  return lines;
}

/** Left to right, a space for about every half em of gap. */
function lineText(line: StructuredTextItem[]): string {
  let text = '';
  let end = 0;
  for (const word of line.sort((a, b) => a.x - b.x)) {
    const gap = word.x - end;
    if (text && gap > word.fontSize * 0.15) text += ' '.repeat(Math.max(1, Math.round(gap / (word.fontSize / 2))));
    text += word.str;
    end = word.x + word.width;
  }
  return text;
}
