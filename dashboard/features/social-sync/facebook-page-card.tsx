import { Alert, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LIMITS, SOCIAL_MESSAGES } from '../../../core/social/constants.ts';
import type { TSocialPage } from '../../../core/social/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { DeleteButton } from '../../components/delete-button.tsx';
import { useDateTime } from '../../components/format.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { SyncStatusBadge } from '../../components/sync-status-badge.tsx';

/** One connected page: its sync status and Sync, its custom content, Remove. */
export function FacebookPageCard({ page }: { page: TSocialPage }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const dateTime = useDateTime();
  const utils = trpc.useUtils();
  const [content, setContent] = useState(page.customContent);
  const sync = trpc.facebookSync.sync.useMutation({ onSuccess: () => utils.facebookSync.pages.invalidate(), onError: showError });
  const save = trpc.facebookSync.saveContent.useMutation({
    onSuccess: (pages) => {
      utils.facebookSync.pages.setData(undefined, pages);
      showSuccess(t('social.contentSaved'));
    },
    onError: showError,
  });
  const remove = trpc.facebookSync.remove.useMutation({ onSuccess: (pages) => utils.facebookSync.pages.setData(undefined, pages), onError: showError });
  return (
    <Card withBorder data-testid="facebook-page" data-page={page.id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {page.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('social.pageId', { id: page.id })}
            </Text>
          </Stack>
          <SyncStatusBadge status={page.syncStatus} />
        </Group>
        <Text size="sm">
          {t('social.subscribers', { count: page.subscribers })}
          {page.syncedAt ? ` · ${t('social.syncedAt', { time: dateTime(page.syncedAt) })}` : ''}
        </Text>
        {page.syncError ? (
          <Alert color="red" data-testid="facebook-sync-error">
            {translateMessage(page.syncError === 'SOCIAL.MALFORMED_TOKEN' ? SOCIAL_MESSAGES.malformedToken : SOCIAL_MESSAGES.unableToUpdate)}
          </Alert>
        ) : null}
        <Textarea
          label={t('social.customContent')}
          autosize
          minRows={2}
          maxLength={SOCIAL_LIMITS.customContent}
          value={content}
          readOnly={!canEdit}
          onChange={(e) => setContent(e.currentTarget.value)}
          data-testid="facebook-custom-content"
        />
        {canEdit ? (
          <Group gap="xs" wrap="wrap">
            <Button variant="light" loading={save.isPending} onClick={() => save.mutate({ pageId: page.id, customContent: content })} data-testid="facebook-save-content">
              {t('common.save')}
            </Button>
            <Button loading={sync.isPending} disabled={page.syncStatus === 'synchronizing'} onClick={() => sync.mutate({ pageId: page.id })} data-testid="facebook-sync">
              {t('social.sync')}
            </Button>
            <DeleteButton label={t('social.remove')} title={t('social.removePage', { name: page.name })} deleting={remove.isPending} onConfirm={() => remove.mutate({ pageId: page.id })} testId="facebook-remove" />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
