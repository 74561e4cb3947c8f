import { Suspense, lazy } from 'react';
import { Avatar, Button } from '@mantine/core';
import { useSession } from '../session.tsx';
import { useDeferredMenu } from './deferred-menu.ts';
import classes from './header-button.module.css';

const loadUserMenuList = () => import('./user-menu-list.tsx');
const UserMenuList = lazy(loadUserMenuList);

export function UserMenu() {
  const { user } = useSession();
  const menu = useDeferredMenu(loadUserMenuList);
  if (!user) return null;
  // A phone shows the avatar alone; the user's name stays the button's name.
  const button = (
    <Button variant="subtle" color="gray.3" size="compact-sm" leftSection={<Avatar size={22} color="blue" aria-hidden>{user.name.charAt(0)}</Avatar>} data-testid="user-menu" {...menu.buttonProps}>
      <span className={classes.text}>{user.name}</span>
    </Button>
  );
  return <Suspense fallback={button}>{menu.pressed ? <UserMenuList button={button} user={user} /> : button}</Suspense>;
}
