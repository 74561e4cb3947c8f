import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The end of every dialog form: Cancel and Save. */
export function FormActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('common.save')}
      </Button>
    </Group>
  );
}
