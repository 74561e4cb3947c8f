import { ZWhatsappLine, type TWhatsappEntry } from './schema.ts';
import type { TWhatsappEntryKind, TWhatsappEntryStatus } from './constants.ts';
import { z } from 'zod';

export const ENTRY_SELECT = {
  id: true, kind: true, entryNo: true, status: true, buyerName: true, buyerPhone: true, buyerEmail: true, address: true, note: true, lines: true, totalSen: true, createdAt: true, completedAt: true,
} as const;

type Row = { kind: string; status: string; lines: string; totalSen: bigint } & Omit<TWhatsappEntry, 'kind' | 'status' | 'lines' | 'totalSen'>;

const ZLines = z.array(ZWhatsappLine);

export const toEntry = (row: Row): TWhatsappEntry => ({
  ...row,
  kind: row.kind as TWhatsappEntryKind,
  status: row.status as TWhatsappEntryStatus,
  lines: ZLines.parse(JSON.parse(row.lines)),
  totalSen: Number(row.totalSen),
});
