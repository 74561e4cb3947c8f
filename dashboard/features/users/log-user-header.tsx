import { Anchor, Badge, Breadcrumbs, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Whose logs these are; the master admin's are 'Master Admin Logs'. */
export function LogUserHeader({ user }: { user: { name: string; username: string; isMasterAdmin: boolean } | undefined }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Breadcrumbs>
        <Anchor component={Link} to="/user-roles">
          {t('menu.userRoles')}
        </Anchor>
        <Text>{user ? `${user.name} (${user.username})` : '…'}</Text>
      </Breadcrumbs>
      {user?.isMasterAdmin && <Badge color="violet">{t('users.masterLogs')}</Badge>}
    </Group>
  );
}
