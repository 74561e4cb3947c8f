import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { notifications } from '@mantine/notifications';
import { useCrossTabLogout } from './cross-tab.tsx';

/** Around every screen: the 5px navigation bar, scroll reset, notifications cleared, cross-tab sign-out. */
export function Root() {
  const location = useLocation();
  const navigation = useNavigation();
  useCrossTabLogout();

  useEffect(() => {
    if (navigation.state === 'loading') nprogress.start();
    else nprogress.complete();
  }, [navigation.state]);

  useEffect(() => {
    window.scrollTo(0, 0);
    notifications.clean();
  }, [location.pathname]);

  return (
    <>
      <NavigationProgress size={5} />
      <Outlet />
    </>
  );
}
