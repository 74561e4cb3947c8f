import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The end of a form on a page or a card: Cancel back to cancelTo (when given), and Save for who
 * may save (the server refuses the others anyway). Nothing at all when neither shows.
 */
export function SaveActions({ canSave, saving, cancelTo, saveTestId }: { canSave: boolean; saving: boolean; cancelTo?: string; saveTestId?: string }) {
  const { t } = useTranslation();
  if (!canSave && !cancelTo) return null;
  return (
    <Group justify="flex-end">
      {cancelTo && (
        <Button variant="default" component={Link} to={cancelTo}>
          {t('common.cancel')}
        </Button>
      )}
      {canSave && (
        <Button type="submit" loading={saving} data-testid={saveTestId}>
          {t('common.save')}
        </Button>
      )}
    </Group>
  );
}
