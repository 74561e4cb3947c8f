import { Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZSenderInput, type TSender } from '../../../core/delivery-partner/schema.ts';
import type { TMyStateCode } from '../../../core/shipping/constants.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { MY_STATE_OPTIONS } from '../../components/places.ts';
import { zodErrors } from '../../components/zod-errors.ts';

type Values = { companyName: string; senderName: string; contact: string; address: string; city: string; postcode: string; state: string; isDefault: boolean };
const EMPTY: Values = { companyName: '', senderName: '', contact: '', address: '', city: '', postcode: '', state: '', isDefault: false };
const FIELDS = ['companyName', 'senderName', 'contact', 'address', 'city', 'postcode'] as const;

/** A merchant's company, sender, contact and address; "default" moves the default here (it is never unticked, only moved). */
export function SenderFormModal({ sender, onClose }: { sender: TSender | null; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const create = trpc.deliveryPartner.createSender.useMutation();
  const update = trpc.deliveryPartner.updateSender.useMutation();
  const form = useScreenForm<Values>({ initialValues: sender ? { ...sender } : EMPTY, validate: (v) => zodErrors(ZSenderInput.safeParse(v)) });
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      const input = { ...values, state: values.state as TMyStateCode };
      const saved = sender ? await update.mutateAsync({ id: sender.id, ...input }) : await create.mutateAsync(input);
      showSuccess(t('deliveryPartner.senders.saved', { name: saved.companyName }));
      await utils.deliveryPartner.senders.invalidate();
    },
    onClose,
  );
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t(sender ? 'deliveryPartner.senders.edit' : 'deliveryPartner.senders.add')}</Text>} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="sender-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {FIELDS.map((field) => (
              <TextInput key={field} label={t(`deliveryPartner.senders.${field}`)} withAsterisk {...form.getInputProps(field)} data-testid={`sender-${field}`} />
            ))}
            <Select label={t('deliveryPartner.senders.state')} withAsterisk searchable data={MY_STATE_OPTIONS} {...form.getInputProps('state')} onChange={(v) => form.setFieldValue('state', v ?? '')} data-testid="sender-state" />
          </SimpleGrid>
          <Switch label={t('deliveryPartner.senders.makeDefault')} disabled={sender?.isDefault} {...form.getInputProps('isDefault', { type: 'checkbox' })} data-testid="sender-default" />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
