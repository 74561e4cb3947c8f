import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MemberType } from '../../../core/members/constants.ts';

const TYPE_COLORS: Record<MemberType, string> = { new_join: 'teal', potential_customer: 'gray', first_order: 'blue', repeat_customer: 'indigo', top_buyer: 'yellow', inactive: 'red' };

/** The member types a member holds now (computed by the server). */
export function MemberTypeBadges({ types }: { types: readonly MemberType[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} data-testid="member-types">
      {types.map((type) => (
        <Badge key={type} color={TYPE_COLORS[type]} variant="light" size="sm">
          {t(`members.types.${type}`)}
        </Badge>
      ))}
    </Group>
  );
}

export function MemberStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 1 ? 'green' : 'gray'} variant="light" data-testid="member-status">
      {t(`members.status.${status}`)}
    </Badge>
  );
}
