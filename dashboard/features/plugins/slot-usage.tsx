import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSlotUsage } from '../../../core/plugins/schema.ts';

/** Each slot type's use: 'General: 1 of 1 used'. */
export function SlotUsage({ slots }: { slots: TSlotUsage[] }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" data-testid="plugin-slots">
      {slots.map((s) => (
        <Badge key={s.slotType} variant="light" color={s.used >= s.capacity ? 'red' : 'blue'} data-testid={`slots-${s.slotType}`}>
          {t('plugins.slotUsage', { slot: t(`plugins.slotTypes.${s.slotType}`), used: s.used, capacity: s.capacity })}
        </Badge>
      ))}
    </Group>
  );
}
