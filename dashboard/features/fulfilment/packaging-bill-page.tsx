import { Button, Card, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { JobFiles } from '../../components/jobs/job-files.tsx';
import { JobPanel } from '../../components/jobs/job-panel.tsx';
import { useJob } from '../../components/jobs/use-job.ts';
import { useSummaryText } from '../../components/jobs/use-summary-text.ts';
import { stackedTable } from '../../components/stacked-table.tsx';

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
  const summaryOf = useSummaryText();
  const [status, setStatus] = useState<string>('4');
  const [numbers, setNumbers] = useState('');
  const { job, start: print, starting } = useJob();
  const recent = trpc.jobs.list.useQuery({ kind: 'packaging-print', pageSize: 20 });
  const parsed = orderNumbers(numbers);
  return (
    <Stack>
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
            <Button leftSection={<IconPrinter size={16} />} loading={starting} onClick={() => print({ kind: 'packaging-print', documents: 'packaging', status: Number(status) })} data-testid="print-status">
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
            <Button variant="light" leftSection={<IconPrinter size={16} />} disabled={!parsed} loading={starting} onClick={() => parsed && print({ kind: 'packaging-print', documents: 'packaging', orderNos: parsed })} data-testid="print-numbers">
              {t('fulfilment.bill.print')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {job && <JobPanel job={job} />}
      <Card withBorder>
        <Text fw={500} mb="xs">
          {t('fulfilment.bill.recent')}
        </Text>
        <Table className={stackedTable} data-testid="recent-jobs">
          <Table.Tbody>
            {(recent.data?.items ?? []).map((j) => (
              <Table.Tr key={j.id}>
                <Table.Td>{dateTime(j.createdAt)}</Table.Td>
                <Table.Td>{j.fileName}</Table.Td>
                <Table.Td>{summaryOf(j) || t(`jobs.status.${j.status}`)}</Table.Td>
                <Table.Td>
                  <JobFiles job={j} size="xs" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}
