import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, string> = { new_order: 'blue', payment: 'green', low_stock: 'orange' };

/** A notification's kind as a coloured label. */
export function NotificationKind({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLOURS[kind] ?? 'gray'}>
      {t(`sellerDashboard.kinds.${kind}`, { defaultValue: kind })}
    </Badge>
  );
}
