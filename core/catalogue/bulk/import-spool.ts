import type { TProductInput } from '../product-schema.ts';
import type { ImportAction, SkuRows } from './import-checks.ts';

/** A product that passed every check, staged as the import will write it (one JSON line). */
export interface SpoolEntry extends SkuRows {
  action: ImportAction;
  /** Rows of the file the product took, for progress. */
  rowCount: number;
  input: TProductInput;
}
