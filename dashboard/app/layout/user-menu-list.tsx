import type { ReactElement } from 'react';
import { Menu, Text } from '@mantine/core';
import { IconInfoCircle, IconKey, IconListDetails, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSessionUser } from '../../../core/auth/schema.ts';
import { useVisibleJobKinds } from '../../components/jobs/use-job-kinds.ts';

/** The user's menu around its button (user-menu.tsx), loaded with its first press, open at once. */
export default function UserMenuList({ button, user }: { button: ReactElement; user: TSessionUser }) {
  const { t } = useTranslation();
  // The job list is offered to whoever may see a kind of job; the screen itself says so to anyone else.
  const seesJobs = useVisibleJobKinds().length > 0;
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {/* Who and which shop, which the header shows only on wider screens. */}
          <Text size="sm" fw={600} c="bright" hiddenFrom="sm">
            {user.name}
          </Text>
          <Text size="xs" hiddenFrom="sm">
            {user.merchantName}
          </Text>
          <Text size="xs">{user.username}</Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/account_information" leftSection={<IconUserCircle size={16} />} data-testid="menu-my-account">
          {t('account.my.title')}
        </Menu.Item>
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
