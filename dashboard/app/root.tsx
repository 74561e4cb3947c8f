import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useTranslation } from 'react-i18next';
import { useCrossTabLogout } from './cross-tab.tsx';
import { clearNotifications } from './dialogs.tsx';
import { documentTitle, useScreenTitle } from './route-title.ts';

/** Around every screen: the 5px navigation bar, the tab's title, scroll reset, notifications cleared, cross-tab sign-out. */
export function Root() {
  const location = useLocation();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const screenTitle = useScreenTitle();
  useCrossTabLogout();

  useEffect(() => {
    document.title = documentTitle(screenTitle);
  }, [screenTitle]);

  useEffect(() => {
    if (navigation.state === 'loading') nprogress.start();
    else nprogress.complete();
  }, [navigation.state]);

  useEffect(() => {
    window.scrollTo(0, 0);
    clearNotifications();
  }, [location.pathname]);

  return (
    <>
      <NavigationProgress size={5} aria-label={t('shell.loading')} />
      <Outlet />
    </>
  );
}
