import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UsersTab } from './users-tab.tsx';
import { RolesTab } from './roles-tab.tsx';

/** Users and roles (master admin): sub-users, their roles, and the way to their logs. */
export default function UserRolesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const section = search.get('section') === 'roles' ? 'roles' : 'users';
  return (
    <Tabs value={section} onChange={(value) => setSearch(value === 'roles' ? { section: 'roles' } : {}, { replace: true })} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="users">{t('users.tab')}</Tabs.Tab>
        <Tabs.Tab value="roles">{t('roles.tab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="users">
        <UsersTab />
      </Tabs.Panel>
      <Tabs.Panel value="roles">
        <RolesTab />
      </Tabs.Panel>
    </Tabs>
  );
}
