import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TMerchantSlot } from '../../../core/reports/showcase-manage-schema.ts';
import type { SlotState } from '../../../core/reports/showcase-state.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { CardTable } from '../../components/card-table.tsx';
import { useCalendarDay } from '../../components/day-format.ts';

const STATE_COLORS: Record<SlotState, string> = { active: 'teal', wait_traffic_sync: 'blue', waiting_sync: 'yellow', inactive: 'gray', switched_off: 'gray', expired: 'red' };

/** Chooses a slot's product among the merchant's, found by name or SKU. */
function ProductChooser({ slot, onClose }: { slot: TMerchantSlot; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [productId, setProductId] = useState<string | null>(slot.productId);
  const products = trpc.productShowcases.products.useQuery({ search: debounced || undefined });
  const set = trpc.productShowcases.setProduct.useMutation();
  const choose = () =>
    productId &&
    set.mutateAsync({ id: slot.id, productId }).then((slots) => {
      utils.productShowcases.list.setData(undefined, slots);
      showSuccess(t('showcases.productSet'));
      onClose();
    }, showError);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('showcases.productHint')}
      </Text>
      <Select
        label={t('showcases.product')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        value={productId}
        onChange={setProductId}
        data={(products.data ?? []).map((p) => ({ value: p.id, label: p.sku ? `${p.name} (${p.sku})` : p.name }))}
        nothingFoundMessage={t('common.nothingYet')}
        data-testid="showcase-product"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void choose()} disabled={!productId} loading={set.isPending} data-testid="showcase-product-save">
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /profile/product-showcases: the merchant's product showcase slots, their states, products, on and off. */
export default function ProductShowcasesPage() {
  const { t } = useTranslation();
  const day = useCalendarDay();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const slots = trpc.productShowcases.list.useQuery();
  const toggle = trpc.productShowcases.switch.useMutation();
  const [choosing, setChoosing] = useState<TMerchantSlot | null>(null);
  const flip = (s: TMerchantSlot, on: boolean) => toggle.mutateAsync({ id: s.id, on }).then((list) => utils.productShowcases.list.setData(undefined, list), showError);
  return (
    <Card withBorder>
      <CardTable<TMerchantSlot>
        testId="product-showcases"
        headings={[t('showcases.product'), t('showcases.period'), t('showcases.state'), t('showcases.on'), '']}
        records={slots.data}
        row={(s) => (
          <Table.Tr key={s.id}>
            <Table.Td data-label={t('showcases.product')}>
              <Stack gap={0}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {s.productName || t('showcases.noProduct')}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {s.googleCategory}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td data-label={t('showcases.period')}>{s.startsOn && s.endsOn ? t('trafficGuarantee.runs', { from: day(s.startsOn), to: day(s.endsOn) }) : t('trafficGuarantee.months', { count: s.durationMonths })}</Table.Td>
            <Table.Td data-label={t('showcases.state')}>
              <Badge variant="light" color={STATE_COLORS[s.state]} data-testid={`slot-state-${s.id}`}>
                {t(`messages.showcase.states.${s.state}`)}
              </Badge>
            </Table.Td>
            <Table.Td data-label={t('showcases.on')}>
              <Switch
                checked={s.state !== 'switched_off' && s.state !== 'expired' && s.state !== 'inactive'}
                disabled={!canEdit || s.state === 'expired' || s.state === 'inactive'}
                onChange={(e) => void flip(s, e.currentTarget.checked)}
                aria-label={t('showcases.on')}
                data-testid={`slot-switch-${s.id}`}
              />
            </Table.Td>
            <Table.Td>
              {canEdit && s.state !== 'expired' && (
                <Button size="xs" variant="light" onClick={() => setChoosing(s)}>
                  {t(s.productId ? 'showcases.changeProduct' : 'showcases.chooseProduct')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
      <Modal opened={choosing !== null} onClose={() => setChoosing(null)} title={<Text fw={700}>{t('showcases.chooseProduct')}</Text>} centered>
        {choosing && <ProductChooser slot={choosing} onClose={() => setChoosing(null)} />}
      </Modal>
    </Card>
  );
}
