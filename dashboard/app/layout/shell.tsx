import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { NavMenu } from './nav-menu.tsx';
import { PaletteButton, PaletteMenuEntry, usePalette } from './palette-button.tsx';
import { PageHeader } from './page-header.tsx';
import { UserMenu } from './user-menu.tsx';
import { PRODUCT_TITLE } from '../../../core/platform/version.ts';

/** Vertical layout, fluid width: a dark top bar, a light sidebar, the screen under its title. */
export function Shell() {
  const [opened, { toggle, close }] = useDisclosure();
  const { user } = useSession();
  const { t } = useTranslation();
  const palette = usePalette();
  const search = () => {
    close();
    palette.open();
  };
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header bg="dark.7" c="white" withBorder={false}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" color="white" aria-label={t('shell.toggleMenu')} />
            <Text fw={700} size="lg">
              {PRODUCT_TITLE}
            </Text>
            {user && (
              <Text size="sm" c="gray.4" visibleFrom="sm" data-testid="merchant-name">
                {user.merchantName}
              </Text>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <PaletteButton onOpen={palette.open} />
            <LanguageMenu />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" bg="white">
        <PaletteMenuEntry onOpen={search} />
        <NavMenu onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <PageHeader>
          <Outlet />
        </PageHeader>
      </AppShell.Main>
      {palette.palette}
    </AppShell>
  );
}
