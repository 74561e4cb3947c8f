import { Button, Card, Group, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGoogleReviewsStatus } from '../../../core/content/google-reviews/google-reviews-schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { GoogleErrorAlert } from './google-error-alert.tsx';

const options = (list: { name: string; title: string }[] | undefined) => (list ?? []).map((n) => ({ value: n.name, label: n.title }));

/** Connected: the Google account, then one of its locations, whose reviews the screen lists. onCancel: back to the location chosen before. */
export function LocationPicker({ status, onCancel }: { status: TGoogleReviewsStatus; onCancel?: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const accounts = trpc.googleReviews.accounts.useQuery();
  const [picked, setPicked] = useState<{ account: string | null; location: string | null }>({ account: status.account?.name ?? null, location: status.location?.name ?? null });
  // A merchant with one Google account (most) has it chosen already.
  const account = picked.account ?? (accounts.data?.length === 1 ? accounts.data[0]!.name : null);
  const locations = trpc.googleReviews.locations.useQuery({ account: account ?? '' }, { enabled: account !== null });
  const location = locations.data?.some((l) => l.name === picked.location) ? picked.location : null;
  const choose = trpc.googleReviews.chooseLocation.useMutation({
    onSuccess: async (saved) => {
      utils.googleReviews.status.setData(undefined, saved);
      await utils.googleReviews.reviews.invalidate();
      showSuccess(t('googleReviews.locationSaved', { location: saved.location?.title ?? '' }));
      onCancel?.();
    },
    onError: showError,
  });
  const error = accounts.error ?? locations.error;
  return (
    <Card withBorder data-testid="google-location-picker">
      <Stack>
        <Title order={2} size="h4">
          {t('googleReviews.chooseLocation')}
        </Title>
        {error ? <GoogleErrorAlert error={error} /> : null}
        <Select
          label={t('googleReviews.account')}
          data={options(accounts.data)}
          value={account}
          onChange={(value) => setPicked({ account: value, location: null })}
          disabled={!accounts.data}
          allowDeselect={false}
          data-testid="google-account"
        />
        <Select
          label={t('googleReviews.location')}
          data={options(locations.data)}
          value={location}
          onChange={(value) => setPicked((p) => ({ ...p, account, location: value }))}
          disabled={!locations.data}
          allowDeselect={false}
          data-testid="google-location"
        />
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          ) : null}
          <Button disabled={!account || !location} loading={choose.isPending} onClick={() => account && location && choose.mutate({ account, location })} data-testid="google-use-location">
            {t('googleReviews.useLocation')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
