import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Table, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPROVABLE, type TRequestStatus } from '../../../core/e-invoice/constants.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { FactsCard } from '../../components/facts-card.tsx';

const STATUS_COLOR: Record<TRequestStatus, string> = { pending: 'yellow', submitting: 'blue', submitted: 'blue', valid: 'green', invalid: 'red', rejected: 'gray' };

export function RequestStatusBadge({ status }: { status: TRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-testid="einvoice-request-status">
      {t(`eInvoice.requests.statuses.${status}`)}
    </Badge>
  );
}

/** One request: the buyer, the document's answer from MyInvois (errors by field path), and approve, reject or refresh. */
export function RequestModal({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const request = trpc.eInvoiceRequests.get.useQuery({ id });
  const done = (message: string) => async () => {
    showSuccess(t(message));
    setRejecting(false);
    await utils.eInvoiceRequests.invalidate();
  };
  const approve = trpc.eInvoiceRequests.approve.useMutation({ onSuccess: done('eInvoice.requests.approved'), onError: showError });
  const reject = trpc.eInvoiceRequests.reject.useMutation({ onSuccess: done('eInvoice.requests.rejected'), onError: showError });
  const refresh = trpc.eInvoiceRequests.refresh.useMutation({ onSuccess: done('eInvoice.requests.refreshed'), onError: showError });
  const r = request.data;
  const busy = approve.isPending || reject.isPending || refresh.isPending;
  return (
    <Modal opened onClose={onClose} title={r ? t('eInvoice.requests.title', { orderNo: r.orderNo }) : ''} size="lg">
      {r && (
        <Stack data-testid="einvoice-request">
          <Group>
            <RequestStatusBadge status={r.status} />
          </Group>
          <FactsCard
            title={t('eInvoice.requests.buyer')}
            rows={[
              [t('eInvoice.name'), r.buyer.name],
              [t('eInvoice.tin'), r.buyer.tin],
              [t('eInvoice.idNumber'), `${r.buyer.idType} ${r.buyer.idValue}`],
              [t('eInvoice.sstNo'), r.buyer.sstNo],
              [t('eInvoice.email'), r.buyer.email],
              [t('eInvoice.phone'), r.buyer.phone],
              [t('eInvoice.withAddress'), [...r.buyer.address.lines, r.buyer.address.postcode, r.buyer.address.city].filter(Boolean).join(', ')],
            ]}
          />
          {r.status !== 'pending' && (
            <FactsCard
              title={t('eInvoice.requests.document')}
              rows={[
                [t('eInvoice.requests.submittedAt'), r.submittedAt ? when(r.submittedAt) : ''],
                [t('eInvoice.requests.submissionUid'), r.submissionUid],
                [t('eInvoice.requests.uuid'), r.uuid],
                [t('eInvoice.requests.longId'), r.longId],
                ...(r.rejectReason ? [[t('eInvoice.requests.rejectReason'), r.rejectReason] as [string, string]] : []),
              ]}
            >
              {r.errors.length > 0 && (
                <Table data-testid="einvoice-request-errors" mt="xs">
                  <Table.Tbody>
                    {r.errors.map((e) => (
                      <Table.Tr key={`${e.propertyPath}:${e.error}`}>
                        <Table.Td style={{ overflowWrap: 'anywhere' }} dir="ltr">
                          {e.propertyPath}
                        </Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.error}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </FactsCard>
          )}
          {canEdit && rejecting && (
            <Textarea label={t('eInvoice.requests.rejectReason')} withAsterisk autosize minRows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-testid="einvoice-reject-reason" />
          )}
          {canEdit && (
            <Group justify="flex-end">
              {r.status === 'submitted' && (
                <Button variant="light" loading={busy} onClick={() => refresh.mutate({ id })} data-testid="einvoice-refresh">
                  {t('eInvoice.requests.refresh')}
                </Button>
              )}
              {APPROVABLE.includes(r.status) && (
                <>
                  <Button color="red" variant="light" loading={busy} onClick={() => (rejecting ? reject.mutate({ id, reason }) : setRejecting(true))} data-testid="einvoice-reject">
                    {t('eInvoice.requests.reject')}
                  </Button>
                  <Button loading={busy} onClick={() => approve.mutate({ id })} data-testid="einvoice-approve">
                    {t(r.status === 'invalid' ? 'eInvoice.requests.resubmit' : 'eInvoice.requests.approve')}
                  </Button>
                </>
              )}
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
