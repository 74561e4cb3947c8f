import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconInfoCircle, IconKey, IconListDetails, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useVisibleJobKinds } from '../../components/jobs/use-job-kinds.ts';
import { useSession } from '../session.tsx';

export function UserMenu() {
  const { user } = useSession();
  const { t } = useTranslation();
  // The job list is offered to whoever may see a kind of job; the screen itself says so to anyone else.
  const seesJobs = useVisibleJobKinds().length > 0;
  if (!user) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray.3" size="compact-sm" leftSection={<Avatar size={22} color="blue">{user.name.charAt(0)}</Avatar>} data-testid="user-menu">
          {user.name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs">{user.username}</Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/change-password" leftSection={<IconKey size={16} />}>
          {t('menu.changePassword')}
        </Menu.Item>
        {seesJobs && (
          <Menu.Item component={Link} to="/jobs" leftSection={<IconListDetails size={16} />} data-testid="menu-jobs">
            {t('menu.jobs')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/version" leftSection={<IconInfoCircle size={16} />}>
          {t('menu.version')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" color="red" leftSection={<IconLogout size={16} />} data-testid="sign-out">
          {t('menu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
