import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GATEWAY_ADD_ONS } from '../../../core/plugins/constants.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';

/** The payment gateways: each asked of the account manager, who quotes and sets it up. */
export function GatewaysCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const request = trpc.plugins.requestGateway.useMutation({
    onSuccess: async () => {
      showSuccess(t('plugins.addOns.requestSent'));
      await utils.plugins.addOnRecords.invalidate();
    },
    onError: showError,
  });
  return (
    <Card withBorder data-testid="gateway-add-ons">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('plugins.addOns.gateways')}
        </Title>
        <Text size="sm">{t('plugins.addOns.gatewaysInfo')}</Text>
        {GATEWAY_ADD_ONS.map((addOn) => (
          <Group key={addOn} justify="space-between" gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t(`messages.plugins.addOns.${addOn}`)}
            </Text>
            {canEdit && (
              <Button size="compact-sm" variant="light" loading={request.isPending && request.variables.addOn === addOn} onClick={() => request.mutate({ addOn })} data-testid={`request-${addOn}`}>
                {t('plugins.addOns.request')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
