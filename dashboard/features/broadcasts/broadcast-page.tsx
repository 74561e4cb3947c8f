import { Alert, Badge, Button, Card, Group, Select, Stack, Table, TextInput, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BROADCAST_LIMITS, BROADCAST_STATUS } from '../../../core/broadcasts/constants.ts';
import { ZBroadcastInput, type TBroadcast } from '../../../core/broadcasts/schema.ts';
import { confirmIrreversible, showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { RecordPage } from '../../components/record-page.tsx';
import { RecipientPicker } from './recipient-picker.tsx';
import { BROADCAST_LIST_PATH, broadcastPath } from './paths.ts';

type FormValues = { name: string; subject: string; message: string; memberIds: string[]; voucherId: string | null };

const valuesOf = (b: TBroadcast | null): FormValues => ({
  name: b?.name ?? '',
  subject: b?.subject ?? '',
  message: b?.message ?? '',
  memberIds: b?.recipients.map((r) => r.memberId) ?? [],
  voucherId: b?.voucher?.id ?? null,
});
const toInput = (v: FormValues) => ({ name: v.name, subject: v.subject, message: v.message, memberIds: v.memberIds, voucherIds: v.voucherId ? [v.voucherId] : [] });

/** Who got a sent broadcast, with the code each was handed. */
function SentRecipients({ broadcast }: { broadcast: TBroadcast }) {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid="sent-recipients">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('broadcasts.member')}</Table.Th>
            <Table.Th>{t('broadcasts.email')}</Table.Th>
            <Table.Th>{t('broadcasts.code')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {broadcast.recipients.map((r) => (
            <Table.Tr key={r.memberId}>
              <Table.Td>{`#${r.memberNo} ${r.name}`}</Table.Td>
              <Table.Td>{r.email}</Table.Td>
              <Table.Td>{r.code ?? broadcast.voucher?.code ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function BroadcastForm({ broadcast }: { broadcast: TBroadcast | null }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  // A sent broadcast is kept as it went out; a viewer's form is read-only too (useScreenForm).
  const sent = broadcast?.status === BROADCAST_STATUS.sent;
  const editable = useCanEdit() && !sent;
  const vouchers = trpc.broadcasts.voucherOptions.useQuery(undefined, { enabled: editable });
  const create = trpc.broadcasts.create.useMutation();
  const update = trpc.broadcasts.update.useMutation();
  const send = trpc.broadcasts.send.useMutation();
  const form = useScreenForm<FormValues>(
    {
      initialValues: valuesOf(broadcast),
      // The server's schema, on the values as they will be sent.
      validate: (values) => {
        const parsed = ZBroadcastInput.safeParse(toInput(values));
        if (parsed.success) return {};
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[issue.path[0] === 'voucherIds' ? 'voucherId' : issue.path.join('.')] ??= issue.message;
        return errors;
      },
    },
    sent,
  );
  const save = async (values: FormValues) => (broadcast ? update.mutateAsync({ id: broadcast.id, broadcast: toInput(values) }) : create.mutateAsync(toInput(values)));
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save(values);
      showSuccess(t('broadcasts.saved', { name: saved.name }));
      await utils.broadcasts.invalidate();
      if (!broadcast) void navigate(broadcastPath(saved.id), { replace: true });
    } catch (error) {
      showFormError(form, error);
    }
  });
  // Send saves the form as it is first, so what is sent is what the page shows.
  const askSend = () => {
    if (form.validate().hasErrors) return;
    confirmIrreversible({
      title: t('broadcasts.sendTitle', { count: form.getValues().memberIds.length }),
      confirmLabel: t('broadcasts.send'),
      onConfirm: () =>
        void (async () => {
          try {
            const saved = await save(form.getValues());
            const result = await send.mutateAsync({ id: saved.id });
            showSuccess(t('broadcasts.sent', { count: result.sent }));
            await utils.broadcasts.invalidate();
            void navigate(BROADCAST_LIST_PATH);
          } catch (error) {
            showFormError(form, error);
          }
        })(),
    });
  };
  const message = form.getValues().message;
  const voucherData = [...(vouchers.data ?? []), ...(broadcast?.voucher && !vouchers.data?.some((v) => v.id === broadcast.voucher!.id) ? [broadcast.voucher] : [])];

  return (
    <form onSubmit={submit} noValidate data-testid="broadcast-form">
      <Stack>
        {sent && (
          <Alert color="green" data-testid="broadcast-sent">
            {t('broadcasts.sentOn', { when: when(broadcast.sentAt) })}
          </Alert>
        )}
        <Card withBorder>
          <Stack>
            <TextInput label={t('broadcasts.name')} withAsterisk {...form.getInputProps('name')} data-testid="broadcast-name" />
            <TextInput label={t('broadcasts.subject')} withAsterisk {...form.getInputProps('subject')} data-testid="broadcast-subject" />
            <Textarea
              label={t('broadcasts.message')}
              withAsterisk
              description={`${message.length} / ${BROADCAST_LIMITS.messageChars}`}
              autosize
              minRows={3}
              {...form.getInputProps('message')}
              data-testid="broadcast-message"
            />
            <Select
              label={t('broadcasts.voucher')}
              description={t('broadcasts.voucherHint', { max: BROADCAST_LIMITS.vouchers })}
              placeholder={t('broadcasts.noVoucher')}
              clearable
              data={voucherData.map((v) => ({ value: v.id, label: `${v.name} (${v.code})${v.kind === 3 ? ` · ${t('broadcasts.bulk')}` : ''}` }))}
              {...form.getInputProps('voucherId')}
              data-testid="broadcast-voucher"
            />
            {!sent && (
              <RecipientPicker
                value={form.getValues().memberIds}
                onChange={(ids) => form.setFieldValue('memberIds', ids)}
                known={Object.fromEntries((broadcast?.recipients ?? []).map((r) => [r.memberId, `#${r.memberNo} ${r.name} <${r.email}>`]))}
                error={form.errors.memberIds as string | undefined}
              />
            )}
          </Stack>
        </Card>
        {sent && <SentRecipients broadcast={broadcast} />}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={BROADCAST_LIST_PATH}>
            {t('common.cancel')}
          </Button>
          {editable && (
            <>
              <Button type="submit" variant="light" loading={create.isPending || update.isPending} data-testid="save-broadcast">
                {t('common.save')}
              </Button>
              <Button leftSection={<IconSend size={16} />} onClick={askSend} loading={send.isPending} data-testid="send-broadcast">
                {t('broadcasts.send')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** /mysales/marketing-tools/broadcast-management/{bid}: a draft's form and Send, or what a sent broadcast sent ('new' adds one). */
export default function BroadcastPage() {
  const { t } = useTranslation();
  const id = useParams().bid ?? '';
  const adding = id === 'new';
  const broadcast = trpc.broadcasts.get.useQuery({ id }, { enabled: !adding, staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage
      listPath={BROADCAST_LIST_PATH}
      listTitle={t('broadcasts.title')}
      heading={broadcast.data?.name}
      badge={broadcast.data && <Badge variant="light">{t(`broadcasts.statuses.${broadcast.data.status}`)}</Badge>}
      adding={adding}
      record={broadcast}
    >
      {(data) => <BroadcastForm key={data?.id} broadcast={data} />}
    </RecordPage>
  );
}
