import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPluginCard } from '../../../core/plugins/schema.ts';
import { formatMoney } from '../../components/format.ts';

const STATE_COLORS = { on: 'green', off: 'gray', not_bought: 'orange' } as const;

export interface PluginActions {
  canEdit: boolean;
  busy: boolean;
  onSwitch: (on: boolean) => void;
  onBuy: () => void;
}

/** One plugin: name, what it does, tags, price, the slot it holds, its state, and what may be done with it. */
export function PluginCard({ plugin, actions }: { plugin: TPluginCard; actions: PluginActions }) {
  const { t } = useTranslation();
  const name = t(`messages.plugins.catalogue.${plugin.key}.name`);
  const fixed = plugin.isDefault && !plugin.switchable;
  return (
    <Card withBorder data-testid={`plugin-${plugin.key}`} data-state={plugin.state}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Badge color={STATE_COLORS[plugin.state]} variant="light" style={{ flexShrink: 0 }}>
            {t(`plugins.states.${plugin.state}`)}
          </Badge>
        </Group>
        <Text size="sm">{t(`messages.plugins.catalogue.${plugin.key}.description`)}</Text>
        <Group gap={4}>
          {plugin.isDefault && <Badge variant="outline">{t('plugins.default')}</Badge>}
          {plugin.tags.map((tag) => (
            <Badge key={tag} variant="dot" color="gray">
              {t(`plugins.tags.${tag}`)}
            </Badge>
          ))}
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500}>
            {plugin.priceSen > 0 ? formatMoney(plugin.priceSen) : t('plugins.free')}
          </Text>
          <Text size="sm" c="dimmed">
            {plugin.slot ? t('plugins.slotOf', { slot: t(`plugins.slotTypes.${plugin.slot}`) }) : t('plugins.noSlot')}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs" mt={4}>
          <Anchor component={Link} to={plugin.path} size="sm">
            {t('plugins.open')}
          </Anchor>
          {actions.canEdit && !fixed && (
            <Group gap="xs">
              {plugin.state === 'not_bought' && (
                <Button size="compact-sm" loading={actions.busy} onClick={actions.onBuy} data-testid={`buy-${plugin.key}`}>
                  {t('plugins.buy')}
                </Button>
              )}
              {plugin.state === 'off' && (
                <Button size="compact-sm" loading={actions.busy} onClick={() => actions.onSwitch(true)} data-testid={`activate-${plugin.key}`}>
                  {t('plugins.activate')}
                </Button>
              )}
              {plugin.state === 'on' && (
                <Button size="compact-sm" variant="default" loading={actions.busy} onClick={() => actions.onSwitch(false)} data-testid={`deactivate-${plugin.key}`}>
                  {t('plugins.deactivate')}
                </Button>
              )}
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
