import { useState } from 'react';
import { ActionIcon, Button, Group, Popover, Stack, Switch, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TProductRow } from '../../../../core/catalogue/product-list.ts';
import { LineInput } from '../quick-edit/line-input.tsx';
import { linesOf, withChange, type ChangeField, type QuickEditLine, type SkuChange } from '../quick-edit/quick-edit-lines.ts';
import { useQuickUpdate } from '../quick-edit/use-quick-update.ts';

const FIELDS = { price: ['priceSen', 'discountedPriceSen'], stock: ['stock'] } as const satisfies Record<string, readonly ChangeField[]>;

/**
 * A product's price or stock edited in its list row: a popover with each of its SKU lines that
 * offers the field (the product itself, or its options), saved together by products.quickUpdate.
 * Nothing to offer (prices locked by a promotion, unlimited stock), no pencil.
 */
export function RowQuickEdit({ product, field }: { product: TProductRow; field: keyof typeof FIELDS }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [changes, setChanges] = useState<ReadonlyMap<string, SkuChange>>(new Map());
  const close = () => {
    setOpened(false);
    setChanges(new Map());
  };
  const edits = useQuickUpdate(close);
  const lines = linesOf([product]).filter((line) => FIELDS[field].some((f) => line.editable.has(f)));
  if (lines.length === 0) return null;
  const change = (line: QuickEditLine, changed: ChangeField, value: SkuChange[ChangeField]) => {
    setChanges((current) => withChange(current, line, changed, value));
    edits.clearErrors(line.sku);
  };
  return (
    <Popover opened={opened} onChange={(open) => (open ? setOpened(true) : close())} position="bottom-start" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t(field === 'price' ? 'catalogue.quickEdit.editPrice' : 'catalogue.quickEdit.editStock', { name: product.nameEn })}
          data-testid={`edit-${field}-${product.sku}`}
          onClick={() => (opened ? close() : setOpened(true))}
        >
          <IconPencil size={14} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown data-testid={`quick-${field}-${product.sku}`}>
        <Stack gap="xs">
          {lines.map((line) => (
            <Group key={line.sku} wrap="nowrap" align="flex-start">
              <Text size="sm" w={120} truncate="end" mt={4}>
                {line.kind === 'option' ? line.name : line.sku}
              </Text>
              {FIELDS[field]
                .filter((f) => line.editable.has(f))
                .map((f) => (
                  <LineInput key={f} line={line} field={f} edits={{ changes, errors: edits.errors, change }} />
                ))}
            </Group>
          ))}
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button size="xs" disabled={changes.size === 0} loading={edits.saving} onClick={() => edits.submit(changes)}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** A product shown or hidden from its list row at once, by products.quickUpdate on its own SKU. */
export function RowVisibilitySwitch({ product }: { product: TProductRow }) {
  const { t } = useTranslation();
  const { submit, saving } = useQuickUpdate(() => {});
  return (
    <Switch
      size="sm"
      aria-label={t('catalogue.quickEdit.visibilityOf', { name: product.nameEn })}
      label={t(`catalogue.visibility.${product.visibility}`)}
      checked={product.visibility === 'public'}
      disabled={saving}
      onChange={(event) => submit(new Map([[product.sku, { visibility: event.currentTarget.checked ? 'public' : 'hidden' }]]))}
      data-testid={`visibility-${product.sku}`}
    />
  );
}
