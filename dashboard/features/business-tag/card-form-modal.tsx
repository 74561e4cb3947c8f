import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZCardHolder, type TBusinessCard } from '../../../core/business-tag/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';

/** A card's holder details and custom link. */
export function CardFormModal({ card, onClose }: { card: TBusinessCard; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useScreenForm({
    initialValues: { holderName: card.holderName, holderTitle: card.holderTitle, holderPhone: card.holderPhone, holderEmail: card.holderEmail, customLink: card.customLink ?? '' },
    validate: schemaResolver(ZCardHolder),
  });
  const update = trpc.businessTag.update.useMutation({
    onSuccess: async (saved) => {
      showSuccess(t('businessTag.saved', { cardId: saved.cardId }));
      await utils.businessTag.invalidate();
      onClose();
    },
    onError: (error) => showFormError(form, error, 'holder.'),
  });
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('businessTag.editTitle', { cardId: card.cardId })}</Text>} centered>
      <form onSubmit={form.onSubmit((holder) => update.mutate({ id: card.id, holder }))} noValidate data-testid="card-form">
        <Stack>
          <TextInput label={t('businessTag.holderName')} {...form.getInputProps('holderName')} data-testid="card-holder-name" />
          <TextInput label={t('businessTag.holderTitle')} {...form.getInputProps('holderTitle')} />
          <TextInput label={t('businessTag.holderPhone')} type="tel" {...form.getInputProps('holderPhone')} />
          <TextInput label={t('businessTag.holderEmail')} type="email" {...form.getInputProps('holderEmail')} />
          <TextInput label={t('businessTag.customLink')} description={t('businessTag.customLinkHint')} {...form.getInputProps('customLink')} data-testid="card-link" />
          <FormActions onCancel={onClose} saving={update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
