import { Suspense, lazy } from 'react';
import { Box, Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/i18n.ts';
import { useDeferredMenu } from './deferred-menu.ts';

const loadLanguageMenuList = () => import('./language-menu-list.tsx');
const LanguageMenuList = lazy(loadLanguageMenuList);

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const menu = useDeferredMenu(loadLanguageMenuList);
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];
  // A phone shows the icon alone (its name is the button's label), so the header fits.
  const button = (
    <Button variant="subtle" color="gray.3" size="compact-sm" leftSection={<IconLanguage size={16} />} aria-label={t('shell.languageCurrent', { language: current.label })} {...menu.buttonProps}>
      <Box component="span" visibleFrom="sm">
        {current.label}
      </Box>
    </Button>
  );
  return <Suspense fallback={button}>{menu.pressed ? <LanguageMenuList button={button} current={current.code} /> : button}</Suspense>;
}
