import { Alert, Anchor, Card, NumberInput, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIVE_COMMERCE_LIMITS as L } from '../../../core/live-commerce/constants.ts';
import { ZLiveSettings, type TLivePage, type TLiveSettings } from '../../../core/live-commerce/schema.ts';
import { SOCIAL_SCREEN_PATHS } from '../../../core/social/constants.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { FetchedRecord } from '../../components/fetched-record.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

function SettingsForm({ settings, pages }: { settings: TLiveSettings; pages: TLivePage[] }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.liveCommerce.saveSettings.useMutation();
  const form = useScreenForm<TLiveSettings>({ initialValues: settings, validate: (values) => zodErrors(ZLiveSettings.safeParse(values)) });
  const { submit, saving } = useFormSave(
    form,
    async (values) => utils.liveCommerce.getSettings.setData(undefined, await save.mutateAsync(values)),
    () => showSuccess(t('liveCommerce.settings.saved')),
  );
  const reply = form.getValues().replyText;
  return (
    <form onSubmit={submit} noValidate data-testid="live-settings">
      <Stack>
        {pages.length === 0 && (
          <Alert color="yellow" data-testid="live-no-pages">
            <Text size="sm">{t('liveCommerce.settings.noPages')}</Text>
            <Anchor component={Link} to={SOCIAL_SCREEN_PATHS.facebook} size="sm">
              {t('menu.facebookSync')}
            </Anchor>
          </Alert>
        )}
        <Card withBorder>
          <Stack>
            <Switch label={t('liveCommerce.settings.enabled')} description={t('liveCommerce.settings.enabledHint')} {...form.getInputProps('enabled', { type: 'checkbox' })} data-testid="live-enabled" />
            <Select
              label={t('liveCommerce.settings.page')}
              placeholder={t('liveCommerce.settings.choosePage')}
              data={pages.map((p) => ({ value: p.id, label: p.name }))}
              clearable
              {...form.getInputProps('pageId')}
              value={form.getValues().pageId || null}
              onChange={(value) => form.setFieldValue('pageId', value ?? '')}
              data-testid="live-page"
            />
            <NumberInput
              label={t('liveCommerce.settings.holdHours')}
              description={t('liveCommerce.settings.holdHoursHint')}
              min={L.cartHoldHoursMin}
              max={L.cartHoldHoursMax}
              clampBehavior="none"
              allowDecimal={false}
              w={200}
              {...form.getInputProps('cartHoldHours')}
              data-testid="live-hold-hours"
            />
            <Textarea
              label={t('liveCommerce.settings.replyText')}
              description={t('liveCommerce.settings.replyCounter', { count: reply.length, max: L.replyMaxChars })}
              autosize
              minRows={2}
              maxLength={L.replyMaxChars}
              {...form.getInputProps('replyText')}
              data-testid="live-reply"
            />
          </Stack>
        </Card>
        <SaveActions saving={saving} saveTestId="live-settings-save" />
      </Stack>
    </form>
  );
}

/** /mysales/live-commerce/setting: on or off, the Facebook page lives sell on, how long a cart line holds its units, the reply text. */
export default function LiveSettingsPage() {
  const settings = trpc.liveCommerce.getSettings.useQuery(undefined, { staleTime: Infinity, gcTime: 0 });
  const pages = trpc.liveCommerce.pages.useQuery();
  return (
    <FetchedRecord id="settings" query={{ error: settings.error ?? pages.error, data: settings.data && pages.data && { id: 'settings', settings: settings.data, pages: pages.data } }}>
      {(data) => <SettingsForm settings={data.settings} pages={data.pages} />}
    </FetchedRecord>
  );
}
