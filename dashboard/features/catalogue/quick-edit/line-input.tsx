import { NumberInput, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input.tsx';
import type { LineErrors } from './quick-edit-checks.ts';
import { valueOf, type ChangeField, type QuickEditLine, type SkuChange } from './quick-edit-lines.ts';

export interface LineEdits {
  changes: ReadonlyMap<string, SkuChange>;
  errors: LineErrors;
  change(line: QuickEditLine, field: ChangeField, value: SkuChange[ChangeField]): void;
}

const LABELS: Record<ChangeField, string> = {
  priceSen: 'catalogue.price',
  discountedPriceSen: 'catalogue.discountedPrice',
  stock: 'catalogue.stock',
  visibility: 'catalogue.visibility.label',
};

/** The input of one field of one SKU line, labelled with the field and the SKU, showing the line's change or its stored value. */
export function LineInput({ line, field, edits }: { line: QuickEditLine; field: ChangeField; edits: LineEdits }) {
  const { t } = useTranslation();
  const { changes, change } = edits;
  const props = { 'aria-label': `${t(LABELS[field])} ${line.sku}`, error: edits.errors.get(line.sku)?.[field] };
  if (field === 'priceSen') return <MoneyInput size="xs" {...props} value={valueOf(changes, line, field)} onChange={(sen) => change(line, field, sen ?? Number.NaN)} />;
  if (field === 'discountedPriceSen') return <MoneyInput size="xs" {...props} value={valueOf(changes, line, field)} onChange={(sen) => change(line, field, sen)} />;
  if (field === 'stock') {
    const stock = valueOf(changes, line, field);
    return (
      <NumberInput
        size="xs"
        min={0}
        allowDecimal={false}
        {...props}
        value={Number.isNaN(stock) ? '' : stock}
        onChange={(value) => change(line, field, value === '' ? Number.NaN : Number(value))}
      />
    );
  }
  const visibility = valueOf(changes, line, field);
  return (
    <Switch
      {...props}
      label={t(`catalogue.visibility.${visibility}`)}
      checked={visibility === 'public'}
      onChange={(event) => change(line, field, event.currentTarget.checked ? 'public' : 'hidden')}
    />
  );
}
