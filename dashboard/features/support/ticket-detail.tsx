import { Anchor, Button, Drawer, Group, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTicket } from '../../../core/support/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { downloadFile } from '../../app/files.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { useFileSize } from '../../components/use-file-size.ts';
import { FetchedRecord } from '../../components/fetched-record.tsx';
import { TicketStatusBadge } from './status-badge.tsx';

/** The ticket's facts and its request fields, as label and value rows. */
function TicketFacts({ ticket }: { ticket: TTicket }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const fieldText = (name: string, value: unknown) =>
    Array.isArray(value) ? value.join(', ') : typeof value === 'string' && value && ['placement', 'change'].includes(name) ? t(`support.options.${name}.${value}`) : String(value ?? '');
  const rows: [string, string][] = [
    [t('support.fields.kind'), t(`support.kinds.${ticket.kind}`)],
    [t('support.fields.issue'), ticket.issue],
    ...(ticket.kind === 'remote'
      ? ([
          [t('support.fields.affectedDomain'), ticket.affectedDomain],
          [t('support.fields.appointmentDate'), [ticket.appointmentDate, ticket.timeSlot].filter(Boolean).join(' ')],
        ] as [string, string][])
      : []),
    ...Object.entries(ticket.fields).map(([name, value]) => [t(`support.fields.${name}`), fieldText(name, value)] as [string, string]),
    [t('support.fields.description'), ticket.description],
    [t('support.fields.createdAt'), dateTime(ticket.createdAt)],
    [t('support.fields.resolvedAt'), ticket.resolvedAt ? dateTime(ticket.resolvedAt) : ''],
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={4} layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Td w="40%" c="dimmed">
              {label}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{value || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function TicketBody({ ticket }: { ticket: TTicket }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const dateTime = useDateTime();
  const fileSize = useFileSize();
  const utils = trpc.useUtils();
  const cancel = trpc.support.cancel.useMutation({
    onSuccess: async () => {
      showSuccess(t('support.detail.cancelled', { number: ticket.number }));
      await utils.support.invalidate();
    },
    onError: showError,
  });
  const cancellable = canEdit && (ticket.status === 'new' || ticket.status === 'in_progress');
  return (
    <Stack>
      <Group justify="space-between">
        <TicketStatusBadge status={ticket.status} />
        {cancellable && (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            loading={cancel.isPending}
            onClick={() => confirmIrreversible({ title: t('support.detail.cancelTitle', { number: ticket.number }), confirmLabel: t('support.detail.cancel'), onConfirm: () => cancel.mutate({ id: ticket.id }) })}
            data-testid="cancel-ticket"
          >
            {t('support.detail.cancel')}
          </Button>
        )}
      </Group>
      <TicketFacts ticket={ticket} />
      {ticket.attachments.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('support.detail.attachments')}
          </Title>
          {ticket.attachments.map((a) => (
            <Anchor key={a.id} component="button" type="button" size="sm" ta="start" style={{ overflowWrap: 'anywhere' }} onClick={() => downloadFile(`/api/uploads/${a.uploadId}`, a.fileName).catch(showError)}>
              {a.fileName} ({fileSize(a.size)})
            </Anchor>
          ))}
        </Stack>
      )}
      <Title order={3} size="h5">
        {t('support.detail.history')}
      </Title>
      <Timeline bulletSize={12} lineWidth={2} data-testid="ticket-history">
        {ticket.history.map((e, i) => (
          <Timeline.Item key={i} title={t(`messages.support.statuses.${e.status}`)}>
            <Text size="xs" c="dimmed">
              {dateTime(e.at)} · {e.by === 'operator' ? t('support.detail.bySupport') : t('support.detail.byYou')}
            </Text>
            {e.note && <Text size="sm">{e.note}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

/** One ticket in a drawer, opened from the list: its facts, attachments, status history and Cancel; id null keeps it closed. */
export function TicketDetail({ id, onClose }: { id: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const ticket = trpc.support.get.useQuery({ id: id ?? '' }, { enabled: id !== null });
  const data = ticket.data?.id === id ? ticket.data : undefined;
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="lg" title={<Text fw={700}>{t('support.detail.title', { number: data?.number ?? '' })}</Text>}>
      <Stack data-testid="ticket-detail">
        <FetchedRecord id={id} query={ticket}>
          {(record) => <TicketBody ticket={record} />}
        </FetchedRecord>
      </Stack>
    </Drawer>
  );
}
