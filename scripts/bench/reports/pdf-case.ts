import { monthlyReport } from '../../../core/reports/monthly-figures.ts';
import { monthlyPdfBytes } from '../../../core/reports/monthly-pdf.ts';
import { endedMonth } from '../../../core/reports/monthly-run.ts';
import { measured, mb } from '../orders/measure.ts';
import { readShop, runtimeAt, type Place } from '../orders/place.ts';
import { reportCtx } from './shops.ts';

/** Then drawn again this many times, warm: what a server that has printed before takes. */
const WARM_RUNS = 3;

/**
 * The measured shop's monthly report PDF of the month just ended, figures and drawing, in a
 * process of its own (the first one loads pdfkit and the fonts, as the CLI's download does).
 */
export async function pdfCase(place: Place): Promise<object> {
  const rt = await runtimeAt(place);
  try {
    const ctx = await reportCtx(rt, readShop(place));
    const month = endedMonth(ctx.now(), ctx.timeZone);
    const draw = async () => {
      const figures = await measured(() => monthlyReport(ctx, month));
      const pdf = await measured(() => monthlyPdfBytes(figures.result));
      return { figuresMs: figures.wallMs, drawMs: pdf.wallMs, bytes: pdf.result, peakRssMb: Math.max(figures.peakRssMb, pdf.peakRssMb) };
    };
    const first = await draw();
    const warm: number[] = [];
    for (let i = 0; i < WARM_RUNS; i++) {
      const again = await draw();
      warm.push(again.figuresMs + again.drawMs);
    }
    const pages = first.bytes.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
    return {
      case: 'monthly-pdf',
      month,
      pages,
      pdfMb: mb(first.bytes.length),
      wallMs: first.figuresMs + first.drawMs,
      figuresMs: first.figuresMs,
      drawMs: first.drawMs,
      warmMs: Math.min(...warm),
      peakRssMb: first.peakRssMb,
    };
  } finally {
    await rt.close();
  }
}
