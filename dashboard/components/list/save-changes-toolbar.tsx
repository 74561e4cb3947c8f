import { Badge, Button } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** How many rows have changes; Save is off without any. */
  count: number;
  /** The badge's words for count ('3 SKUs changed'). */
  changedLabel: string;
  saving: boolean;
  onSave(): void;
}

/** The toolbar of a grid edited in place and saved together (the products' and content's quick edit): what changed, and Save. */
export function SaveChangesToolbar({ count, changedLabel, saving, onSave }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {count > 0 && (
        <Badge size="lg" variant="light" color="orange">
          {changedLabel}
        </Badge>
      )}
      <Button leftSection={<IconDeviceFloppy size={16} />} disabled={count === 0} loading={saving} onClick={onSave} data-testid="save-quick-edit">
        {t('common.save')}
      </Button>
    </>
  );
}
