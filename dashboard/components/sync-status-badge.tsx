import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS = { synchronizing: 'blue', completed: 'green', failed: 'red' } as const;

/** Section 4: a page's sync is synchronizing, then completed (or failed). */
export function SyncStatusBadge({ status }: { status: keyof typeof COLOURS }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[status]} variant="light" data-testid="sync-status">
      {t(`social.status.${status}`)}
    </Badge>
  );
}
