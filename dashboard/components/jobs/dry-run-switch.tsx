import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Check only: the job judges every row and writes nothing. */
export function DryRunSwitch({ checked, onChange, disabled, testId }: { checked: boolean; onChange(checked: boolean): void; disabled: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Switch
      label={t('catalogue.files.dryRun')}
      description={t('catalogue.files.dryRunHint')}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      disabled={disabled}
      data-testid={testId}
    />
  );
}
