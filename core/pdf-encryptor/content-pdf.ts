import { once } from 'node:events';

/** A PDF made from written content, and whether any character printed as '?' for want of a Unicode font. */
export interface ContentPdf {
  bytes: Buffer;
  lostCharacters: boolean;
}

/**
 * Written content as an A4 PDF, paragraph by paragraph, pages added as the text runs on. It is
 * drawn with pdfkit and the fonts the invoices and reports use (invoices/pdf-fonts.ts): the
 * standard fonts for Latin-1 text, the machine's Unicode font for the rest (Chinese), so one
 * place decides how text beyond Latin-1 prints. @cantoo/pdf-lib then encrypts the result.
 */
export async function contentPdf(title: string, content: string): Promise<ContentPdf> {
  // pdfkit (with its fonts) loads only when a PDF is drawn, not with every process.
  const [{ openPdf }, { pdfFonts }] = await Promise.all([import('../invoices/documents-pdf.ts'), import('../invoices/pdf-fonts.ts')]);
  const doc = openPdf(title);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(doc, 'end');
  const fonts = pdfFonts(doc);
  doc.addPage();
  for (const paragraph of content.replace(/\r\n?/g, '\n').split('\n')) {
    // An empty line keeps its height: the layout the writer gave stays.
    const text = fonts.printable(paragraph) || ' ';
    doc.font(fonts.of(text, 'regular')).fontSize(11).text(text, { lineGap: 2 });
  }
  doc.end();
  await ended;
  return { bytes: Buffer.concat(chunks), lostCharacters: fonts.lostCharacters() };
}
