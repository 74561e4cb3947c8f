import { useState } from 'react';
import { Alert, Badge, Button, Card, CloseButton, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TProductRow } from '../../../core/catalogue/product-list.ts';
import { REPORT_LIMITS } from '../../../core/products-sold-report/constants.ts';
import type { TReportCustomer } from '../../../core/products-sold-report/schema.ts';
import { PAGE_SIZES } from '../../../core/shared/pagination.ts';
import { showError } from '../../app/dialogs.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { formatMoney } from '../../components/format.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { ProductPicker } from '../../components/product-picker.tsx';
import { StackedDataTable } from '../../components/stacked-table.tsx';
import { usePlaces } from '../../components/use-places.ts';

type PageSize = (typeof PAGE_SIZES)[number];

/** Saves text the server made as a file under its name. */
function saveFile(file: { fileName: string; mimeType: string; content: string }) {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /mysales/marketing-tools/products-sold-and-customer-report: up to 5 products' paid sales in a date range and who bought them. */
export default function ReportPage() {
  const { t } = useTranslation();
  const places = usePlaces();
  const [products, setProducts] = useState<TProductRow[]>([]);
  const [picking, setPicking] = useState(false);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(20);
  const filter = { productIds: products.map((p) => p.id), ...(range[0] && range[1] && { from: range[0], to: range[1] }) };
  const report = trpc.productsSoldReport.report.useQuery({ ...filter, page, pageSize }, { enabled: products.length > 0 });
  const exportCsv = trpc.productsSoldReport.exportCsv.useMutation({ onSuccess: saveFile, onError: showError });
  const data = report.data;
  const choose = (next: TProductRow[]) => {
    setProducts(next);
    setPage(1);
  };

  return (
    <Stack data-testid="products-sold-report">
      <Card withBorder>
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600}>{t('productsSoldReport.products', { max: REPORT_LIMITS.maxProducts })}</Text>
            <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => setPicking(true)} disabled={products.length >= REPORT_LIMITS.maxProducts} data-testid="choose-products">
              {t('productsSoldReport.choose')}
            </Button>
          </Group>
          <Group gap="xs">
            {products.map((p) => (
              <Badge key={p.id} variant="light" size="lg" rightSection={<CloseButton size="xs" aria-label={t('common.delete')} onClick={() => choose(products.filter((x) => x.id !== p.id))} />}>
                {p.nameEn}
              </Badge>
            ))}
          </Group>
          <Group align="flex-end">
            <DatePickerInput
              type="range"
              label={t('productsSoldReport.dates')}
              placeholder={t('productsSoldReport.thisMonth')}
              clearable
              allowSingleDateInRange
              valueFormat="YYYY-MM-DD"
              value={range}
              onChange={(value) => {
                setRange(value);
                setPage(1);
              }}
              w={260}
            />
            <Button variant="default" leftSection={<IconDownload size={16} />} disabled={products.length === 0} loading={exportCsv.isPending} onClick={() => exportCsv.mutate(filter)} data-testid="export-report">
              {t('productsSoldReport.export')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {products.length === 0 && <Text c="dimmed">{t('productsSoldReport.pickFirst')}</Text>}
      {report.error && <Alert color="red">{errorInfo(report.error).message}</Alert>}
      {data && (
        <>
          <Text size="sm" c="dimmed">
            {t('productsSoldReport.range', { from: data.from, to: data.to, timeZone: places.timeZone(data.timeZone) })}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {(
              [
                ['orders', data.totals.orders],
                ['units', data.totals.units],
                ['sales', formatMoney(data.totals.salesSen)],
                ['customers', data.totals.customers],
              ] as const
            ).map(([key, value]) => (
              <Card withBorder key={key}>
                <Text size="xs" c="dimmed">
                  {t(`productsSoldReport.${key}`)}
                </Text>
                <Text fw={700}>{value}</Text>
              </Card>
            ))}
          </SimpleGrid>
          <Table striped withTableBorder data-testid="report-products">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('productsSoldReport.product')}</Table.Th>
                <Table.Th ta="right">{t('productsSoldReport.orders')}</Table.Th>
                <Table.Th ta="right">{t('productsSoldReport.units')}</Table.Th>
                <Table.Th ta="right">{t('productsSoldReport.sales')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.products.map((p) => (
                <Table.Tr key={p.productId}>
                  <Table.Td>
                    {p.name}{' '}
                    <Text span size="xs" c="dimmed">
                      {p.sku}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{p.orders}</Table.Td>
                  <Table.Td ta="right">{p.units}</Table.Td>
                  <Table.Td ta="right">{formatMoney(p.salesSen)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <StackedDataTable<TReportCustomer>
            withTableBorder
            minHeight={160}
            noRecordsText={t('common.nothingYet')}
            records={data.customers.items}
            idAccessor="key"
            fetching={report.isFetching}
            totalRecords={data.customers.total}
            page={page}
            onPageChange={setPage}
            recordsPerPage={pageSize}
            recordsPerPageOptions={[...PAGE_SIZES]}
            onRecordsPerPageChange={(size) => {
              setPageSize(size as PageSize);
              setPage(1);
            }}
            columns={[
              { accessor: 'name', title: t('productsSoldReport.customer') },
              { accessor: 'email', title: t('productsSoldReport.email') },
              { accessor: 'phone', title: t('productsSoldReport.phone'), render: (c) => ltr(c.phone) },
              { accessor: 'memberNo', title: t('productsSoldReport.memberNo'), render: (c) => c.memberNo ?? '—' },
              { accessor: 'orders', title: t('productsSoldReport.orders'), textAlign: 'right' },
              { accessor: 'units', title: t('productsSoldReport.units'), textAlign: 'right' },
              { accessor: 'totalSen', title: t('productsSoldReport.total'), textAlign: 'right', render: (c) => formatMoney(c.totalSen) },
            ]}
            data-testid="report-customers"
          />
        </>
      )}
      <ProductPicker opened={picking} onClose={() => setPicking(false)} onPick={(rows) => choose([...products, ...rows])} chosenIds={products.map((p) => p.id)} max={REPORT_LIMITS.maxProducts} />
    </Stack>
  );
}
