import { useState } from 'react';
import { Button, Card, Group, NumberInput, Pagination, Progress, SegmentedControl, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MEMBER_TYPES, type MemberType } from '../../../core/members/constants.ts';
import { VOUCHER_LIMITS } from '../../../core/vouchers/constants.ts';
import type { TAssignCodesResult, TVoucher } from '../../../core/vouchers/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import type { UploadedFile } from '../../app/files.ts';
import { trpc } from '../../app/trpc.ts';
import { DownloadButton } from '../../components/download-button.tsx';
import { FileDrop } from '../../components/file-drop.tsx';
import { useCount, useDateTime } from '../../components/format.ts';
import { useUploader } from '../../components/use-uploader.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { JobPanel } from '../../components/jobs/job-panel.tsx';
import { useJob } from '../../components/jobs/use-job.ts';

/** Codes asked for per call, so the bar moves while a large run goes on. */
const CODES_PER_CALL = 5_000;

/** A voucher run: count codes, a few thousand per call, with the bar filling as each call returns. */
function GenerateCodes({ voucher }: { voucher: TVoucher }) {
  const { t } = useTranslation();
  const formatCount = useCount();
  const utils = trpc.useUtils();
  const generate = trpc.vouchers.generateCodes.useMutation();
  const [count, setCount] = useState<number | ''>('');
  const [prefix, setPrefix] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const run = async () => {
    if (count === '') return;
    setProgress({ done: 0, total: count });
    let done = 0;
    try {
      while (done < count) {
        const result = await generate.mutateAsync({ voucherId: voucher.id, count: Math.min(CODES_PER_CALL, count - done), ...(prefix.trim() && { prefix: prefix.trim() }) });
        done += result.generated;
        setProgress({ done, total: count });
      }
      showSuccess(t('vouchers.runs.generated', { count: done }));
    } catch (error) {
      showError(error);
    } finally {
      setProgress(null);
      await utils.vouchers.invalidate();
    }
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <NumberInput label={t('vouchers.runs.count')} min={1} max={VOUCHER_LIMITS.maxCodesPerRun} allowDecimal={false} value={count} onChange={(v) => setCount(typeof v === 'number' ? v : '')} w={180} data-testid="run-count" />
        <TextInput label={t('vouchers.runs.prefix')} placeholder={voucher.code} value={prefix} onChange={(e) => setPrefix(e.currentTarget.value)} w={200} />
        <Button onClick={() => void run()} loading={progress !== null} disabled={count === ''} data-testid="run-generate">
          {t('vouchers.runs.generate')}
        </Button>
      </Group>
      {progress && (
        <Stack gap={4} data-testid="run-progress">
          <Progress value={(progress.done / progress.total) * 100} animated />
          <Text size="sm" c="dimmed">
            {t('vouchers.runs.progress', { done: formatCount(progress.done), total: formatCount(progress.total) })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Free codes to the members of a member type, or of an uploaded list of e-mails or member
 * numbers: a list is read and handed its codes by a job, followed here as it runs.
 */
function AssignCodes({ voucher }: { voucher: TVoucher }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const assign = trpc.vouchers.assign.useMutation();
  const [source, setSource] = useState<'type' | 'list'>('type');
  const [memberType, setMemberType] = useState<MemberType | null>(null);
  const [list, setList] = useState<UploadedFile | null>(null);
  const [result, setResult] = useState<TAssignCodesResult | null>(null);
  const { upload, uploading } = useUploader('voucher-members', (uploaded) => setList(uploaded));
  const listJob = useJob({ onEnded: () => void utils.vouchers.invalidate() });
  const ready = source === 'type' ? memberType !== null : list !== null;
  const run = () => {
    setResult(null);
    if (source === 'type' && memberType) {
      assign.mutateAsync({ voucherId: voucher.id, segment: { memberType } }).then(async (r) => {
        setResult(r);
        await utils.vouchers.invalidate();
      }, showError);
    } else if (source === 'list' && list) {
      listJob.start({ kind: 'voucher-assign', voucherId: voucher.id, uploadId: list.id });
    }
  };
  return (
    <Stack gap="xs">
      <SegmentedControl
        value={source}
        onChange={(v) => setSource(v as 'type' | 'list')}
        data={[
          { value: 'type', label: t('vouchers.runs.byMemberType') },
          { value: 'list', label: t('vouchers.runs.byList') },
        ]}
        w="fit-content"
      />
      {source === 'type' ? (
        <Select label={t('vouchers.runs.memberType')} data={MEMBER_TYPES.map((type) => ({ value: type, label: t(`members.types.${type}`) }))} value={memberType} onChange={(v) => setMemberType(v as MemberType | null)} w={260} data-testid="run-member-type" />
      ) : (
        <FileDrop purpose="voucher-members" onDrop={upload} loading={uploading} title={list ? list.fileName : t('vouchers.runs.dropList')} hint={t('vouchers.runs.listHint')} icon={<IconFileUpload size={32} />} testId="run-list" />
      )}
      <Group>
        <Button onClick={run} disabled={!ready} loading={assign.isPending || listJob.starting || listJob.running} data-testid="run-assign">
          {t('vouchers.runs.assign')}
        </Button>
      </Group>
      {result && (
        <Text size="sm" data-testid="run-assign-result">
          {t('vouchers.runs.assigned', { assigned: result.assigned, skipped: result.skipped })}
        </Text>
      )}
      {source === 'list' && listJob.job && <JobPanel job={listJob.job} />}
    </Stack>
  );
}

/** The voucher's codes, newest first, with who holds each and when it was used. */
function CodeTable({ voucherId }: { voucherId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const codes = trpc.vouchers.codes.useQuery({ voucherId, page, pageSize: 20 });
  const total = codes.data?.total ?? 0;
  return (
    <Stack gap="xs">
      <Table data-testid="run-codes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('vouchers.runs.code')}</Table.Th>
            <Table.Th>{t('vouchers.runs.member')}</Table.Th>
            <Table.Th>{t('vouchers.runs.assignedAt')}</Table.Th>
            <Table.Th>{t('vouchers.runs.usedAt')}</Table.Th>
            <Table.Th>{t('vouchers.runs.order')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(codes.data?.items ?? []).map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td ff="monospace">{c.code}</Table.Td>
              <Table.Td>{c.member ? `#${c.member.memberNo} ${c.member.name}` : '—'}</Table.Td>
              <Table.Td>{dateTime(c.assignedAt)}</Table.Td>
              <Table.Td>{dateTime(c.usedAt)}</Table.Td>
              <Table.Td>{c.orderNo === null ? '—' : `#${c.orderNo}`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {total > 20 && <Pagination total={Math.ceil(total / 20)} value={page} onChange={setPage} size="sm" />}
    </Stack>
  );
}

/** A bulk voucher's runs: generate codes, export them, hand them to members, and the codes so far. */
export function VoucherRunCard({ voucher }: { voucher: TVoucher }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const file = (format: 'csv' | 'xlsx') => ({ path: `/api/vouchers/${voucher.id}/codes?format=${format}`, fileName: `voucher-${voucher.code.toLowerCase()}-codes.${format}` });
  return (
    <Card withBorder data-testid="voucher-runs">
      <Stack>
        <Group justify="space-between">
          <Title order={4}>{t('vouchers.runs.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('vouchers.runs.counts', { codes: voucher.codeCount, assigned: voucher.assignedCount, quantity: voucher.quantity })}
          </Text>
        </Group>
        {canEdit && <GenerateCodes voucher={voucher} />}
        <Group gap="xs">
          <DownloadButton variant="default" {...file('csv')} label={t('vouchers.runs.exportCsv')} testId="run-export-csv" />
          <DownloadButton variant="default" {...file('xlsx')} label={t('vouchers.runs.exportXlsx')} testId="run-export-xlsx" />
        </Group>
        {canEdit && <AssignCodes voucher={voucher} />}
        <CodeTable voucherId={voucher.id} />
      </Stack>
    </Card>
  );
}
