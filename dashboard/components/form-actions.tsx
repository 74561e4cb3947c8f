import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '../app/screen-access.tsx';

/** The end of every dialog form: Cancel and Save; a viewer of the screen's module gets no Save. */
export function FormActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      {canEdit && (
        <Button type="submit" loading={saving}>
          {t('common.save')}
        </Button>
      )}
    </Group>
  );
}
