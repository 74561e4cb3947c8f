import { Alert, Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_ACTIVATION_LIMITS as L } from '../../../core/card-activation/constants.ts';
import { ZActivateInput, type TCard } from '../../../core/card-activation/schema.ts';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { zodErrors } from '../../components/zod-errors.ts';

/** /mantap-card: a card is activated with its number and the one-time code it was given. */
export default function ActivatePage() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const activate = trpc.cardActivation.activate.useMutation();
  const [activated, setActivated] = useState<TCard | null>(null);
  const form = useScreenForm({ initialValues: { cardNo: '', code: '' }, validate: (v) => zodErrors(ZActivateInput.safeParse(v)) });
  const { submit, saving } = useFormSave(
    form,
    async (v) => {
      setActivated(await activate.mutateAsync(v));
      await utils.cardActivation.invalidate();
    },
    () => form.reset(),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="activate-form">
      <Stack maw={480}>
        {activated && (
          <Alert color="green" data-testid="activate-done">
            {t('cards.activatedNow', { card: activated.cardNo })}
          </Alert>
        )}
        <Card withBorder>
          <Stack>
            <TextInput label={t('cards.cardNo')} withAsterisk maxLength={L.cardNoMaxChars} {...form.getInputProps('cardNo')} data-testid="activate-card" />
            <TextInput label={t('cards.activationCode')} description={t('cards.codeHint')} withAsterisk autoComplete="one-time-code" {...form.getInputProps('code')} data-testid="activate-code" />
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={saving} data-testid="activate-save">
            {t('cards.activate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
