import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TProductRow } from '../../core/catalogue/product-list.ts';
import { trpc } from '../app/trpc.ts';
import { formatMoney } from './format.ts';
import { translateMessage } from '../i18n/messages.ts';
import { chooseUpTo } from '../../core/products-sold-report/constants.ts';

/** Which procedure the picker reads: the promotion screens (my_sales) or the payment links (payment_link). */
export type ProductPickerSource = 'my_sales' | 'payment_link';

interface ProductPickerProps {
  opened: boolean;
  onClose(): void;
  /** The products ticked, in the order they were ticked. */
  onPick(products: TProductRow[]): void;
  /** Products already chosen: shown ticked and disabled. */
  chosenIds?: readonly string[];
  /** How many products may be chosen in all (chosen ones included); the picker warns at the limit. */
  max?: number;
  source?: ProductPickerSource;
}

/** A searchable modal list of the catalogue's products to tick and add to a promotion. */
export function ProductPicker({ opened, onClose, onPick, chosenIds = [], max, source = 'my_sales' }: ProductPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim().toLowerCase(), 300);
  const [ticked, setTicked] = useState<TProductRow[]>([]);
  const input = { page: 1, pageSize: 40, search: debounced || undefined };
  const myProducts = trpc.promotionProducts.list.useQuery(input, { enabled: opened && source === 'my_sales' });
  const linkProducts = trpc.promotionProducts.forPaymentLinks.useQuery(input, { enabled: opened && source === 'payment_link' });
  const rows = (source === 'my_sales' ? myProducts : linkProducts).data?.items ?? [];
  const room = max === undefined ? Infinity : max - chosenIds.length - ticked.length;
  const close = () => {
    setTicked([]);
    onClose();
  };
  const toggle = (row: TProductRow, on: boolean) => setTicked((list) => (on ? [...list, row] : list.filter((r) => r.id !== row.id)));
  return (
    <Modal opened={opened} onClose={close} size="lg" title={<Text fw={700}>{t('productPicker.title')}</Text>} centered>
      <TextInput placeholder={t('productPicker.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-testid="product-picker-search" />
      {max !== undefined && room <= 0 && (
        <Text c="orange" size="sm" mt="xs" data-testid="product-picker-limit">
          {translateMessage(chooseUpTo(max))}
        </Text>
      )}
      <Table striped mt="sm" data-testid="product-picker-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{t('productPicker.product')}</Table.Th>
            <Table.Th>{t('productPicker.price')}</Table.Th>
            <Table.Th>{t('productPicker.stock')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const chosen = chosenIds.includes(row.id);
            const on = chosen || ticked.some((r) => r.id === row.id);
            return (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Checkbox aria-label={row.nameEn} checked={on} disabled={chosen || (!on && room <= 0)} onChange={(e) => toggle(row, e.currentTarget.checked)} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.nameEn}</Text>
                  <Text size="xs" c="dimmed">
                    {row.sku}
                  </Text>
                </Table.Td>
                <Table.Td>{formatMoney(row.discountedPriceSen ?? row.priceSen)}</Table.Td>
                <Table.Td>{row.stockUnlimited ? t('productPicker.unlimited') : row.stock}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('common.nothingYet')}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button
          disabled={ticked.length === 0}
          onClick={() => {
            onPick(ticked);
            close();
          }}
          data-testid="product-picker-add"
        >
          {t('productPicker.add', { count: ticked.length })}
        </Button>
      </Group>
    </Modal>
  );
}
