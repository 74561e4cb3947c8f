import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '../app/screen-access.tsx';

/**
 * The end of a form on a page or a card: Cancel back to cancelTo (when given), and Save while
 * the record may be saved (canSave) by a user who may change the screen's module: a viewer
 * never sees Save. Nothing at all when neither shows.
 */
export function SaveActions({ canSave = true, saving, cancelTo, saveTestId }: { canSave?: boolean; saving: boolean; cancelTo?: string; saveTestId?: string }) {
  const { t } = useTranslation();
  const showSave = useCanEdit() && canSave;
  if (!showSave && !cancelTo) return null;
  return (
    <Group justify="flex-end">
      {cancelTo && (
        <Button variant="default" component={Link} to={cancelTo}>
          {t('common.cancel')}
        </Button>
      )}
      {showSave && (
        <Button type="submit" loading={saving} data-testid={saveTestId}>
          {t('common.save')}
        </Button>
      )}
    </Group>
  );
}
