import { Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CARD_ACTIVATION_LIMITS as L } from '../../../core/card-activation/constants.ts';
import { ZCardInput, type TCardWithCode } from '../../../core/card-activation/schema.ts';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

/** Adds a card, pending, and hands back its first code. */
export function CardFormModal({ onClose, onIssued }: { onClose(): void; onIssued(issued: TCardWithCode): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const create = trpc.cardActivation.create.useMutation();
  const form = useScreenForm({ initialValues: { cardNo: '', holderName: '' }, validate: (v) => zodErrors(ZCardInput.safeParse(v)) });
  const { submit, saving } = useFormSave(
    form,
    async (v) => {
      onIssued(await create.mutateAsync(v));
      await utils.cardActivation.invalidate();
    },
    () => undefined,
  );
  return (
    <Modal opened onClose={onClose} title={t('cards.add')}>
      <form onSubmit={submit} noValidate data-testid="card-form">
        <Stack>
          <TextInput label={t('cards.cardNo')} withAsterisk maxLength={L.cardNoMaxChars} {...form.getInputProps('cardNo')} data-testid="card-no" />
          <TextInput label={t('cards.holderName')} maxLength={L.holderNameMaxChars} {...form.getInputProps('holderName')} data-testid="card-holder" />
          <SaveActions saving={saving} saveTestId="card-save" />
        </Stack>
      </form>
    </Modal>
  );
}
