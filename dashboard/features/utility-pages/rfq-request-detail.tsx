import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { showError } from '../../app/dialogs.tsx';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { MoneyInput } from '../../components/money-input.tsx';

interface ReplyValues extends Record<string, unknown> {
  supplier: string;
  price: number | null;
  message: string;
}

/** One request: its replies, a form to record another supplier's reply while it is open, and closing it. */
export function RfqRequestDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const request = trpc.rfq.get.useQuery({ id });
  const addReply = trpc.rfq.addReply.useMutation();
  const close = trpc.rfq.close.useMutation();
  const form = useScreenForm<ReplyValues>({ initialValues: { supplier: '', price: null, message: '' } });
  const changed = () => {
    form.reset();
    void request.refetch();
    onChanged();
  };
  const { submit, saving } = useFormSave(form, (v) => addReply.mutateAsync({ requestId: id, ...v }), changed);
  if (request.error) return <Alert color="red">{errorInfo(request.error).message}</Alert>;
  if (!request.data) return <Loader />;
  const r = request.data;
  return (
    <Stack data-testid="rfq-detail">
      <Text style={{ whiteSpace: 'pre-wrap' }}>{r.description}</Text>
      <Title order={3} size="h5">
        {t('rfq.replies')}
      </Title>
      {r.replies.length === 0 && <Text c="dimmed">{t('rfq.noReplies')}</Text>}
      {r.replies.map((reply) => (
        <Card key={reply.id} withBorder padding="sm" data-testid="rfq-reply">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>{reply.supplier}</Text>
            <Text>{reply.price === null ? t('rfq.noPrice') : formatMoney(reply.price)}</Text>
          </Group>
          {reply.message && <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{reply.message}</Text>}
          <Text size="xs" c="dimmed">
            {formatDateTime(reply.createdAt)}
          </Text>
        </Card>
      ))}
      {r.status === 'open' ? (
        <>
          <form onSubmit={submit} data-testid="rfq-reply-form">
            <Stack gap="xs">
              <TextInput label={t('rfq.fields.supplier')} withAsterisk {...form.getInputProps('supplier')} />
              <MoneyInput label={t('rfq.fields.price')} {...form.getInputProps('price')} />
              <Textarea label={t('rfq.fields.message')} autosize minRows={2} {...form.getInputProps('message')} />
              <Button type="submit" loading={saving} data-testid="rfq-reply-save">
                {t('rfq.addReply')}
              </Button>
            </Stack>
          </form>
          <Button variant="default" color="red" loading={close.isPending} onClick={() => void close.mutateAsync({ id }).then(changed, showError)} data-testid="rfq-close">
            {t('rfq.close')}
          </Button>
        </>
      ) : (
        <Badge color="gray">{t('rfq.statuses.closed')}</Badge>
      )}
    </Stack>
  );
}
