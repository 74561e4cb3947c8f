import { Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AI_BACKGROUND_LIMITS as L, AI_BACKGROUND_SCENES, type TAiBackgroundType } from '../../../core/ai-background/constants.ts';

/** The scene: one of the type's presets, or the merchant's own words (chosen with "custom"). */
export function ScenePicker({ type, value, onChange }: { type: TAiBackgroundType; value: string; onChange: (scene: string) => void }) {
  const { t } = useTranslation();
  const presets = Object.keys(AI_BACKGROUND_SCENES[type]);
  const custom = !presets.includes(value);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('aiBackground.scene')}
      </Text>
      <Chip.Group value={custom ? 'custom' : value} onChange={(key) => onChange(key === 'custom' ? '' : String(key))}>
        <Group gap="xs">
          {presets.map((key) => (
            <Chip key={key} value={key} data-testid={`aibg-scene-${key}`}>
              {t(`aiBackground.scenes.${key}`)}
            </Chip>
          ))}
          <Chip value="custom" data-testid="aibg-scene-custom">
            {t('aiBackground.custom')}
          </Chip>
        </Group>
      </Chip.Group>
      {custom && <TextInput value={value} maxLength={L.promptMax} placeholder={t('aiBackground.customPlaceholder')} onChange={(e) => onChange(e.currentTarget.value)} data-testid="aibg-scene-text" />}
    </Stack>
  );
}
