import { Button, Card, Group, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AFFILIATE_LIMITS, ZAddAffiliateEvent } from '../../../core/reports/affiliate-schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { schemaResolver } from '../../components/zod-errors.ts';

/** A new affiliate event: its name given here, its code made by the server for the links shared for it. */
export function AddEventForm() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useScreenForm({ initialValues: { name: '' }, validate: schemaResolver(ZAddAffiliateEvent) });
  const add = trpc.affiliateReports.addEvent.useMutation({
    onSuccess: async (event) => {
      form.reset();
      await utils.affiliateReports.events.invalidate();
      showSuccess(t('affiliateReports.eventAdded', { name: event.name, code: event.code }));
    },
    onError: (error) => showFormError(form, error),
  });
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('affiliateReports.addEvent')}
      </Title>
      <form onSubmit={form.onSubmit((values) => add.mutate(values))}>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            aria-label={t('affiliateReports.eventName')}
            placeholder={t('affiliateReports.eventNamePlaceholder')}
            maxLength={AFFILIATE_LIMITS.nameLength}
            style={{ flex: '1 1 14rem' }}
            {...form.getInputProps('name')}
            data-testid="affiliate-event-name-input"
          />
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending} data-testid="add-affiliate-event">
            {t('affiliateReports.add')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
