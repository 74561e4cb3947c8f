import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMapPin, IconUnlink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TGoogleReviewList, TGoogleReviewsStatus } from '../../../core/content/google-reviews/google-reviews-schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { intlLocaleOf } from '../../i18n/i18n.ts';
import { ReviewStars } from './review-stars.tsx';

interface Props {
  status: TGoogleReviewsStatus;
  /** The first page's figures, once it has arrived. */
  summary: Pick<TGoogleReviewList, 'averageRating' | 'totalReviews'> | undefined;
  onChangeLocation: () => void;
}

/** The chosen location, its average rating and number of reviews; an editor changes the location or disconnects Google. */
export function LocationHeader({ status, summary, onChangeLocation }: Props) {
  const { t, i18n } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const disconnect = trpc.googleReviews.disconnect.useMutation({
    onSuccess: (disconnected) => {
      utils.googleReviews.status.setData(undefined, disconnected);
      showSuccess(t('googleReviews.disconnected'));
    },
    onError: showError,
  });
  const confirmDisconnect = () =>
    modals.openConfirmModal({
      title: <Text fw={700}>{t('googleReviews.disconnectTitle')}</Text>,
      centered: true,
      children: <Text>{t('googleReviews.disconnectMessage')}</Text>,
      labels: { confirm: t('googleReviews.disconnect'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'google-disconnect-confirm' },
      onConfirm: () => disconnect.mutate(),
    });
  const rating = summary && new Intl.NumberFormat(intlLocaleOf(i18n.language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(summary.averageRating);
  return (
    <Card withBorder data-testid="google-location">
      <Stack gap="xs">
        <Title order={2} size="h4" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {status.location?.title}
        </Title>
        {status.account ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('googleReviews.accountOf', { account: status.account.title })}
          </Text>
        ) : null}
        {summary ? (
          <Group gap="xs" data-testid="google-summary">
            <ReviewStars stars={Math.round(summary.averageRating)} />
            <Text size="sm" fw={600}>
              {t('googleReviews.average', { rating })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('googleReviews.total', { count: summary.totalReviews })}
            </Text>
          </Group>
        ) : null}
        {canEdit ? (
          <Group gap="xs">
            <Button variant="light" size="xs" leftSection={<IconMapPin size={14} />} onClick={onChangeLocation} data-testid="google-change-location">
              {t('googleReviews.changeLocation')}
            </Button>
            <Button variant="light" color="red" size="xs" leftSection={<IconUnlink size={14} />} loading={disconnect.isPending} onClick={confirmDisconnect} data-testid="google-disconnect">
              {t('googleReviews.disconnect')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
