import { useState } from 'react';
import { Anchor, Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_LIMITS } from '../../../core/orders/constants.ts';
import { ZReplyQuotationInput, type TOrderDetail } from '../../../core/orders/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { fieldErrors } from '../../components/zod-errors.ts';
import { OrderDetailView } from './order-detail-view.tsx';
import { QueryPending } from '../../components/query-pending.tsx';

function ReplyForm({ quotation }: { quotation: TOrderDetail }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [message, setMessage] = useState('');
  const [shippingSen, setShippingSen] = useState<number | null>(quotation.charges.shippingSen);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reply = trpc.quotations.reply.useMutation({
    onSuccess: () => {
      showSuccess(t('quotations.replied'));
      void utils.quotations.invalidate();
    },
    onError: showError,
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZReplyQuotationInput.safeParse({ id: quotation.id, message, shippingSen });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    reply.mutate(parsed.data);
  };
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate data-testid="quotation-reply-form">
        <Stack>
          <Title order={4}>{t('quotations.replyTitle')}</Title>
          <Textarea
            label={t('quotations.reply')}
            withAsterisk
            autosize
            minRows={3}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            error={errors.message}
            description={`${message.length} / ${ORDER_LIMITS.quotationReplyMaxChars}`}
          />
          <MoneyInput label={t('orders.charges.shipping')} withAsterisk value={shippingSen} onChange={setShippingSen} error={errors.shippingSen} w={220} />
          <Button type="submit" loading={reply.isPending} w="fit-content" data-testid="quotation-reply-submit">
            {t('quotations.send')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** /mysales/quotation/{oid}: the quotation and, while unreplied, the reply form. */
export default function QuotationDetailPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const id = useParams().oid ?? '';
  const canEdit = useCanEdit();
  const quotation = trpc.quotations.get.useQuery({ id });
  if (quotation.error || !quotation.data) return <QueryPending error={quotation.error} />;
  const q = quotation.data;
  return (
    <Stack>
      <Anchor component={Link} to="/mysales/quotation">
        {t('quotations.back')}
      </Anchor>
      <OrderDetailView order={q} />
      {q.allowedActions.includes('replyQuotation') && canEdit && <ReplyForm quotation={q} />}
      {q.quotation.repliedAt && (
        <Text size="sm" c="dimmed" data-testid="quotation-replied">
          {t('quotations.repliedOnAt', { at: dateTime(q.quotation.repliedAt) })}
        </Text>
      )}
    </Stack>
  );
}
