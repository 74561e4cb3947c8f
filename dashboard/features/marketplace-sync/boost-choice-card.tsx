import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MARKETPLACE_LIMITS } from '../../../core/marketplaces/constants.ts';
import type { TMarketplaceProduct } from '../../../core/marketplaces/schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';

/** The products chosen for the boost, each removable, and Save. */
export function BoostChoiceCard({ chosen, onRemove, onSave, saving }: { chosen: TMarketplaceProduct[]; onRemove: (id: string) => void; onSave: () => void; saving: boolean }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  return (
    <Card withBorder data-testid="boost-chosen">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('marketplaceSync.boostChosen', { count: chosen.length, max: MARKETPLACE_LIMITS.boostChoiceMax })}
          </Title>
          {canEdit && (
            <Button loading={saving} onClick={onSave} data-testid="boost-save">
              {t('common.save')}
            </Button>
          )}
        </Group>
        {chosen.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('marketplaceSync.boostNoneChosen')}
          </Text>
        )}
        {chosen.map((p) => (
          <Group key={p.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="boost-chosen-product">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {p.sku}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {p.name}
              </Text>
            </Stack>
            {canEdit && (
              <ActionIcon variant="subtle" color="red" aria-label={t('marketplaceSync.boostRemove', { sku: p.sku })} onClick={() => onRemove(p.id)}>
                <IconX size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
