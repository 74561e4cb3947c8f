import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBrandFacebook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_MESSAGES } from '../../../core/social/constants.ts';
import { showError } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { FacebookPageCard } from './facebook-page-card.tsx';
import { leaveFor } from '../../components/use-sign-in-return.ts';
import { QueryPending } from '../../components/query-pending.tsx';

/** Asked again this often while a page is synchronizing. */
const POLL_MS = 1000;

/**
 * /onesync/facebook-sync: the merchant's Facebook pages (at most 2), each synced on request and
 * with its custom content. Connect goes to Facebook's page chooser, which sends the browser back
 * to /facebook-connect to finish.
 */
export default function FacebookSyncScreen() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const pages = trpc.facebookSync.pages.useQuery(undefined, { refetchInterval: (q) => (q.state.data?.pages.some((p) => p.syncStatus === 'synchronizing') ? POLL_MS : false) });
  const connectUrl = trpc.facebookSync.connectUrl.useMutation({ onSuccess: ({ url }) => leaveFor(url), onError: showError });
  if (pages.error || !pages.data) return <QueryPending error={pages.error} />;
  const { configured, limit, pages: list } = pages.data;
  if (!configured) return <Alert color="yellow">{translateMessage(SOCIAL_MESSAGES.notConfigured)}</Alert>;
  return (
    <Stack data-testid="facebook-sync">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('social.pagesOf', { count: list.length, max: limit })}
        </Text>
        {canEdit ? (
          <Button leftSection={<IconBrandFacebook size={18} />} loading={connectUrl.isPending || connectUrl.isSuccess} onClick={() => connectUrl.mutate()} data-testid="facebook-connect">
            {t('social.connectFacebook')}
          </Button>
        ) : null}
      </Group>
      {list.length === 0 ? <Text data-testid="facebook-empty">{t('social.noPages')}</Text> : list.map((page) => <FacebookPageCard key={page.id} page={page} />)}
    </Stack>
  );
}
