import { Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconCoin, IconFileSpreadsheet, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { courierName } from '../../../core/orders/couriers.ts';
import type { TDeliveryRow } from '../../../core/fulfilment/schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { DownloadButton } from '../../components/download-button.tsx';
import { FileDrop } from '../../components/file-drop.tsx';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { JobPanel } from '../../components/jobs/job-panel.tsx';
import { useJob } from '../../components/jobs/use-job.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { useUploader } from '../../components/use-uploader.ts';
import { DATE_FILTER_KEYS, salesListInput } from './sales-list-input.ts';
import { SalesListScreen, orderColumn, statusColumn } from './sales-list-screen.tsx';
import { translateMessage } from '../../i18n/messages.ts';
import { OrderRatesModal } from '../../components/parcels/order-rates-modal.tsx';

const TABS = ['paid', 'unpaid', 'deleted'] as const;

/** Mass shipping: the template, a file dropped, a check or the real run, and the job's outcome. */
function MassShipping({ onShipped }: { onShipped: () => void }) {
  const { t } = useTranslation();
  const [dryRun, setDryRun] = useState(true);
  const { job, start, starting } = useJob({
    onEnded: (ended) => {
      if (ended.status === 'completed' && !ended.dryRun) onShipped();
    },
  });
  // Kept so a clean dry run can be followed by the real run of the same file, without picking it again.
  const [uploadId, setUploadId] = useState<string | null>(null);
  const { upload, uploading } = useUploader('mass-shipping', (uploaded) => {
    setUploadId(uploaded.id);
    start({ kind: 'mass-shipping', uploadId: uploaded.id, dryRun });
  });
  const checkedClean = job?.status === 'completed' && job.dryRun && uploadId !== null;
  return (
    <Card withBorder data-testid="mass-shipping">
      <Stack>
        <Group justify="space-between">
          <Text fw={500}>{t('fulfilment.delivery.massShipping')}</Text>
          <Group gap="xs">
            <DownloadButton path="/api/sales/mass-shipping-template?format=xlsx" fileName="mass-shipping-template.xlsx" label={t('fulfilment.delivery.templateXlsx')} size="xs" variant="default" />
            <DownloadButton path="/api/sales/mass-shipping-template?format=csv" fileName="mass-shipping-template.csv" label={t('fulfilment.delivery.templateCsv')} size="xs" variant="default" />
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('fulfilment.delivery.massShippingHint')}
        </Text>
        <Checkbox label={t('fulfilment.delivery.dryRun')} checked={dryRun} onChange={(e) => setDryRun(e.currentTarget.checked)} />
        <FileDrop purpose="mass-shipping" onDrop={upload} title={t('fulfilment.delivery.dropFile')} icon={<IconFileSpreadsheet size={32} />} loading={uploading || starting} testId="mass-shipping-drop" />
        {job && <JobPanel job={job} />}
        {checkedClean && (
          <Group>
            <Button leftSection={<IconTruck size={16} />} loading={starting} onClick={() => start({ kind: 'mass-shipping', uploadId, dryRun: false })} data-testid="ship-checked-file">
              {t('fulfilment.delivery.shipCheckedFile')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** /mysales/delivery: parcel orders by unpaid, paid and deleted (cancelled or refunded), mass shipping, and each parcel's courier rates while the parcel-rate service's rate check is on. */
export default function DeliveryPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const canEdit = useCanEdit();
  const control = useListParams({ tabs: TABS, filterKeys: DATE_FILTER_KEYS });
  const utils = trpc.useUtils();
  const list = trpc.fulfilment.delivery.useQuery({ ...salesListInput(control.params), tab: control.params.tab as (typeof TABS)[number] });
  const rateCheck = trpc.parcelRates.settings.useQuery().data?.rateCheck ?? false;
  const [ratesOf, setRatesOf] = useState<TDeliveryRow | null>(null);
  return (
    <Stack>
      <SalesListScreen<TDeliveryRow>
        testId="delivery-list"
        title={t('fulfilment.delivery.title')}
        control={control}
        tabs={TABS.map((tab) => ({ value: tab, label: t(`fulfilment.delivery.tabs.${tab}`) }))}
        toolbar={
          <Button variant="default" component={Link} to="/mysales/delivery/shipping-list" leftSection={<IconTruck size={16} />}>
            {t('menu.shippingList')}
          </Button>
        }
        list={list}
        idAccessor="orderId"
        storeColumnsKey="delivery-columns"
        columns={[
          orderColumn(t('fulfilment.fields.order')),
          { accessor: 'placedAt', title: t('fulfilment.fields.placedAt'), render: (r) => dateTime(r.placedAt) },
          {
            accessor: 'shipTo',
            title: t('fulfilment.fields.shipTo'),
            render: (r) => (
              <>
                <Text size="sm">{r.shipName || r.buyerName}</Text>
                <Text size="xs" c="dimmed">
                  {translateMessage(r.shipTo)}
                </Text>
              </>
            ),
          },
          { accessor: 'shippingTitle', title: t('fulfilment.fields.shipping'), toggleable: true },
          { accessor: 'weightGrams', title: t('fulfilment.fields.weight'), textAlign: 'right', toggleable: true, render: (r) => `${(r.weightGrams / 1000).toFixed(2)} kg` },
          { accessor: 'totalSen', title: t('fulfilment.fields.total'), textAlign: 'right', render: (r) => `${formatMoney(r.totalSen)}${r.cod ? ' (COD)' : ''}` },
          statusColumn(t('fulfilment.fields.status'), (status) => t(`orders.status.${status}`)),
          { accessor: 'trackingNo', title: t('fulfilment.fields.tracking'), render: (r) => (r.trackingNo ? `${courierName(r.courier ?? '')} ${r.trackingNo}` : '—') },
          ...(rateCheck
            ? [
                {
                  accessor: 'rates',
                  title: t('parcels.rates.column'),
                  render: (r: TDeliveryRow) => (
                    <Button size="compact-sm" variant="subtle" leftSection={<IconCoin size={14} />} onClick={() => setRatesOf(r)} data-testid={`rates-${r.orderNo}`}>
                      {t('parcels.rates.check')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {ratesOf && <OrderRatesModal orderId={ratesOf.orderId} orderNo={ratesOf.orderNo} onClose={() => setRatesOf(null)} />}
      {canEdit && <MassShipping onShipped={() => void utils.fulfilment.invalidate()} />}
    </Stack>
  );
}
