import { useEffect, useState } from 'react';
import { Alert, Card, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { POPUP_PAGES, type TPopupPage } from '../../../core/popups/constants.ts';
import { ZPopupSettings, type TPopupSettings } from '../../../core/popups/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { popupSentence } from './popup-words.ts';

/** What the website would show now with the settings on screen (saved or not), on a kind of page. */
export function PopupPreview({ settings }: { settings: TPopupSettings }) {
  const { t } = useTranslation();
  const [page, setPage] = useState<TPopupPage>('home');
  const [debounced] = useDebouncedValue(settings, 400);
  const valid = ZPopupSettings.safeParse(debounced);
  const preview = trpc.popups.preview.useMutation();
  const { mutate } = preview;
  const wanted = valid.success ? JSON.stringify(valid.data) : null;
  useEffect(() => {
    if (wanted) mutate({ settings: JSON.parse(wanted) as TPopupSettings, page });
  }, [wanted, page, mutate]);
  const messages = preview.data?.messages ?? [];
  return (
    <Card withBorder data-testid="popup-preview">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('popups.preview')}
          </Title>
          <Select aria-label={t('popups.previewPage')} data={POPUP_PAGES.map((p) => ({ value: p, label: t(`popups.pages.${p}`) }))} value={page} onChange={(v) => v && setPage(v as TPopupPage)} w={{ base: '100%', xs: 200 }} allowDeselect={false} />
        </Group>
        {!valid.success && <Alert color="yellow">{t('popups.previewInvalid')}</Alert>}
        {valid.success && messages.length === 0 && <Text c="dimmed">{t('popups.previewEmpty')}</Text>}
        {messages.slice(0, settings.rules.maxPerVisit).map((m, i) => (
          <Paper key={i} withBorder shadow="sm" p="sm" radius="md" maw={360} data-testid="popup-preview-item">
            <Text size="xs" c="dimmed">
              {t(`popups.types.${m.type}`)}
            </Text>
            <Text size="sm">{popupSentence(t, m)}</Text>
          </Paper>
        ))}
        <Text size="xs" c="dimmed">
          {t('popups.previewRules', { delay: settings.rules.delaySeconds, interval: settings.rules.intervalSeconds, hide: settings.rules.hideAfterSeconds, max: settings.rules.maxPerVisit })}
        </Text>
      </Stack>
    </Card>
  );
}
