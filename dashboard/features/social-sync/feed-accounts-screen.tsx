import { Alert, Anchor, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_MESSAGES } from '../../../core/social/constants.ts';
import type { TSocialAccount, TSocialAccounts } from '../../../core/social/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { DeleteButton } from '../../components/delete-button.tsx';
import { useDateTime } from '../../components/format.ts';
import { LazyImage } from '../../components/lazy-image.tsx';
import { translateMessage } from '../../i18n/messages.ts';
import { leaveFor, useSignInReturn } from '../../components/use-sign-in-return.ts';

type Network = 'instagram' | 'tiktok';

/** The calls of a network's screen, the same for Instagram and TikTok (TikTok has no active switch). */
function useFeedCalls(network: Network) {
  const utils = trpc.useUtils();
  const router = network === 'instagram' ? trpc.instagramSync : trpc.tiktokSync;
  const cache = network === 'instagram' ? utils.instagramSync.accounts : utils.tiktokSync.accounts;
  const onSuccess = (data: TSocialAccounts) => cache.setData(undefined, data);
  return {
    accounts: router.accounts.useQuery(),
    connectUrl: router.connectUrl.useMutation({ onSuccess: ({ url }) => leaveFor(url), onError: showError }),
    connect: router.connect.useMutation({ onSuccess, onError: showError }),
    sync: router.sync.useMutation({ onSuccess, onError: showError }),
    remove: router.remove.useMutation({ onSuccess, onError: showError }),
    setActive: trpc.instagramSync.setActive.useMutation({ onSuccess, onError: showError }),
  };
}

function AccountCard({ network, account, calls }: { network: Network; account: TSocialAccount; calls: ReturnType<typeof useFeedCalls> }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const dateTime = useDateTime();
  return (
    <Card withBorder data-testid="social-account" data-account={account.id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            @{account.username}
          </Text>
          {network === 'instagram' ? (
            <Switch
              label={t(account.active ? 'social.active' : 'social.inactive')}
              checked={account.active}
              disabled={!canEdit || calls.setActive.isPending}
              onChange={(e) => calls.setActive.mutate({ accountId: account.id, active: e.currentTarget.checked })}
              data-testid="social-active"
            />
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`social.itemsOf.${network}`, { count: account.items.length })}
          {account.syncedAt ? ` · ${t('social.syncedAt', { time: dateTime(account.syncedAt) })}` : ''}
        </Text>
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" data-testid="social-items">
          {account.items.map((item) => (
            <Anchor key={item.id} href={item.permalink} target="_blank" rel="noreferrer" title={item.caption} data-testid="social-item">
              <LazyImage src={item.mediaUrl} alt={item.caption} w={96} h={96} radius="sm" fit="cover" />
            </Anchor>
          ))}
        </SimpleGrid>
        {canEdit ? (
          <Group gap="xs" wrap="wrap">
            <Button
              loading={calls.sync.isPending}
              onClick={() => calls.sync.mutate({ accountId: account.id }, { onSuccess: () => showSuccess(t('social.synced')) })}
              data-testid="social-sync"
            >
              {t('social.sync')}
            </Button>
            <DeleteButton label={t('social.remove')} title={t('social.removeAccount', { name: account.username })} deleting={calls.remove.isPending} onConfirm={() => calls.remove.mutate({ accountId: account.id })} testId="social-remove" />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * An Instagram or TikTok screen: the accounts connected and their latest items (Instagram's 15
 * photos, TikTok's 20 videos) that the website's feed shows. Connect goes to the network's
 * sign-in, which sends the browser back to finish: TikTok's to this screen, Instagram's to /instagram-redirect.
 */
export function FeedAccountsScreen({ network }: { network: Network }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const calls = useFeedCalls(network);
  const { mutate } = calls.connect;
  const returning = useSignInReturn(useCallback((answer) => mutate(answer, { onSuccess: () => showSuccess(t('social.connected')) }), [mutate, t]));
  const data = calls.accounts.data;
  if (calls.accounts.error) return <Alert color="red">{errorInfo(calls.accounts.error).message}</Alert>;
  if (!data || returning || calls.connect.isPending)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  if (!data.configured) return <Alert color="yellow">{translateMessage(SOCIAL_MESSAGES.notConfigured)}</Alert>;
  return (
    <Stack data-testid={`${network}-sync`}>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 200px' }}>
          {t(`social.intro.${network}`)}
        </Text>
        {canEdit ? (
          <Button loading={calls.connectUrl.isPending || calls.connectUrl.isSuccess} onClick={() => calls.connectUrl.mutate()} data-testid="social-connect">
            {t(`social.connect.${network}`)}
          </Button>
        ) : null}
      </Group>
      {data.accounts.length === 0 ? <Text data-testid="social-empty">{t('social.noAccounts')}</Text> : data.accounts.map((a) => <AccountCard key={a.id} network={network} account={a} calls={calls} />)}
    </Stack>
  );
}
