import { ActionIcon, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BIND_CARD_LIMIT } from '../../../core/business-tag/constants.ts';
import { ZBindCardRequestInput } from '../../../core/business-tag/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { schemaResolver } from '../../components/zod-errors.ts';

/** The bind-card request: one row per printed card id, up to BIND_CARD_LIMIT rows. */
export function RequestForm() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useScreenForm({ initialValues: { cardIds: [''] }, validate: schemaResolver(ZBindCardRequestInput) });
  const create = trpc.businessTag.requests.create.useMutation({
    onSuccess: async () => {
      showSuccess(t('businessTag.requests.sent'));
      form.reset();
      await utils.businessTag.requests.invalidate();
    },
    onError: (error) => showFormError(form, error),
  });
  const rows = form.getValues().cardIds;
  return (
    <Card withBorder>
      <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate data-testid="request-form">
        <Stack>
          <Title order={2} size="h4">
            {t('businessTag.requests.formTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('businessTag.requests.limitHint', { max: BIND_CARD_LIMIT })}
          </Text>
          {rows.map((_, i) => (
            <Group key={form.key(`cardIds.${i}`)} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                flex={1}
                miw={0}
                aria-label={t('businessTag.requests.cardLabel', { n: i + 1 })}
                placeholder={t('businessTag.requests.cardLabel', { n: i + 1 })}
                {...form.getInputProps(`cardIds.${i}`)}
                key={form.key(`cardIds.${i}`)}
                data-testid={`card-id-${i}`}
              />
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('businessTag.requests.removeRow', { n: i + 1 })} disabled={rows.length === 1} onClick={() => form.removeListItem('cardIds', i)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          {form.errors.cardIds && (
            <Text c="red" size="sm">
              {form.errors.cardIds}
            </Text>
          )}
          <Group justify="space-between" wrap="wrap">
            <Button variant="default" leftSection={<IconPlus size={16} />} disabled={rows.length >= BIND_CARD_LIMIT} onClick={() => form.insertListItem('cardIds', '')} data-testid="add-card-row">
              {t('businessTag.requests.addRow')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="send-request">
              {t('businessTag.requests.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
