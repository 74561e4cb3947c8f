import { Button, Card, Group, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TShakeCampaign } from '../../../core/shake/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';

/** Start and Stop (Stop is final, so it asks first), and the switches that stay open in every status. */
export function CampaignActions({ campaign }: { campaign: TShakeCampaign }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const done = async (message: string) => {
    showSuccess(message);
    await utils.shakeCampaigns.invalidate();
  };
  const start = trpc.shakeCampaigns.start.useMutation({ onSuccess: () => done(t('shakeCampaigns.started')), onError: showError });
  const stop = trpc.shakeCampaigns.stop.useMutation({ onSuccess: () => done(t('shakeCampaigns.stopped')), onError: showError });
  const visibility = trpc.shakeCampaigns.setVisibility.useMutation({ onSuccess: () => done(t('shakeCampaigns.visibilitySaved')), onError: showError });
  return (
    <Card withBorder data-testid="campaign-actions">
      <Group justify="space-between" wrap="wrap">
        <Group>
          <Switch
            label={t('shakeCampaigns.form.visible')}
            checked={campaign.visibility === 'public'}
            disabled={!canEdit || visibility.isPending}
            onChange={(e) => visibility.mutate({ id: campaign.id, visibility: e.currentTarget.checked ? 'public' : 'hidden' })}
            data-testid="campaign-visible"
          />
          <Switch
            label={t('shakeCampaigns.form.prizesVisible')}
            checked={campaign.prizesVisible}
            disabled={!canEdit || visibility.isPending}
            onChange={(e) => visibility.mutate({ id: campaign.id, prizesVisible: e.currentTarget.checked })}
          />
        </Group>
        {canEdit && (
          <Group>
            {campaign.canStart && (
              <Button color="green" loading={start.isPending} onClick={() => start.mutate({ id: campaign.id })} data-testid="start-campaign">
                {t('shakeCampaigns.start')}
              </Button>
            )}
            {campaign.canStop && (
              <Button
                color="red"
                loading={stop.isPending}
                onClick={() => confirmIrreversible({ title: t('shakeCampaigns.stop'), confirmLabel: t('shakeCampaigns.stop'), onConfirm: () => stop.mutate({ id: campaign.id }) })}
                data-testid="stop-campaign"
              >
                {t('shakeCampaigns.stop')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {!campaign.editable && (
        <Text size="sm" c="dimmed" mt="xs" data-testid="not-editable">
          {t('shakeCampaigns.lockedNote')}
        </Text>
      )}
    </Card>
  );
}
