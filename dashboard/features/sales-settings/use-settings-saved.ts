import { useTranslation } from 'react-i18next';
import type { TOrderSettingsView } from '../../../core/sales-settings/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';

/**
 * What follows saving a section of the order settings: the cached settings replaced by the saved
 * ones, the section's form made clean again (reset), and a word that it was saved.
 */
export function useSettingsSaved(): (saved: TOrderSettingsView, reset: () => void) => void {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  return (saved, reset) => {
    utils.orderSettings.get.setData(undefined, saved);
    reset();
    showSuccess(t('salesSettings.savedSettings'));
  };
}
