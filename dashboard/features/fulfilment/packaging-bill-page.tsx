import { Button, Card, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { DownloadButton } from '../../components/download-button.tsx';
import { useDateTime } from '../../components/format.ts';
import { SalesJobPanel } from './sales-job-panel.tsx';
import { useSalesJob } from './use-sales-job.ts';

const STATUSES = ['4', '2'] as const;

/** '1, 2, #3' -> [1, 2, 3]; null when any entry is not an order number. */
const orderNumbers = (text: string): number[] | null => {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const numbers = parts.map((p) => Number(p.replace(/^#/, '')));
  return parts.length > 0 && numbers.every((n) => Number.isInteger(n) && n > 0) ? numbers : null;
};

/**
 * /mysales/packaging-bill: one PDF with the packing slip and invoice of each order, for every
 * order of a status or for order numbers; printed as a job, then offered for download.
 */
export default function PackagingBillPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [status, setStatus] = useState<string>('4');
  const [numbers, setNumbers] = useState('');
  const { job, follow } = useSalesJob();
  const utils = trpc.useUtils();
  const recent = trpc.fulfilment.jobs.useQuery({ pageSize: 20 });
  const print = trpc.fulfilment.print.useMutation({
    onSuccess: (started) => {
      follow(started);
      void utils.fulfilment.jobs.invalidate();
    },
    onError: showError,
  });
  const parsed = orderNumbers(numbers);
  return (
    <Stack>
      <Title order={2}>{t('fulfilment.bill.title')}</Title>
      <Card withBorder>
        <Stack>
          <Group align="flex-end">
            <Select
              label={t('fulfilment.bill.byStatus')}
              data={STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))}
              value={status}
              onChange={(v) => setStatus(v ?? '4')}
              allowDeselect={false}
              w={240}
            />
            <Button leftSection={<IconPrinter size={16} />} loading={print.isPending} onClick={() => print.mutate({ documents: 'packaging', status: Number(status) })} data-testid="print-status">
              {t('fulfilment.bill.print')}
            </Button>
          </Group>
          <Group align="flex-end">
            <TextInput
              label={t('fulfilment.bill.byNumbers')}
              placeholder="1024, 1025"
              value={numbers}
              onChange={(e) => setNumbers(e.currentTarget.value)}
              error={numbers && !parsed ? t('fulfilment.bill.numbersInvalid') : undefined}
              w={240}
            />
            <Button variant="light" leftSection={<IconPrinter size={16} />} disabled={!parsed} loading={print.isPending} onClick={() => parsed && print.mutate({ documents: 'packaging', orderNos: parsed })} data-testid="print-numbers">
              {t('fulfilment.bill.print')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {job && <SalesJobPanel job={job} />}
      <Card withBorder>
        <Text fw={500} mb="xs">
          {t('fulfilment.bill.recent')}
        </Text>
        <Table data-testid="recent-jobs">
          <Table.Tbody>
            {(recent.data?.items ?? [])
              .filter((j) => j.kind === 'packaging-print')
              .map((j) => (
                <Table.Tr key={j.id}>
                  <Table.Td>{dateTime(j.createdAt)}</Table.Td>
                  <Table.Td>{j.fileName}</Table.Td>
                  <Table.Td>{j.summary || t(`fulfilment.job.status.${j.status}`)}</Table.Td>
                  <Table.Td>{j.hasResult && <DownloadButton path={`/api/jobs/${j.id}/result`} fileName={j.fileName} label={t('fulfilment.job.download')} size="xs" variant="subtle" />}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}
