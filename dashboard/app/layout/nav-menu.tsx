import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession, type Session } from '../session.tsx';
import type { MenuEntry } from '../feature.ts';
import { MENU } from '../features.ts';

export function visibleTo(session: Session, entry: MenuEntry): boolean {
  switch (entry.access.kind) {
    case 'login':
      return true;
    case 'admin':
      return !!session.user?.isMasterAdmin;
    case 'module':
      return session.can(entry.access.module, 'view');
  }
}

/** The sidebar: only the screens the user may open. */
export function NavMenu({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = MENU.filter((e) => visibleTo(session, e));
  // The entry nearest the page is the active one (/manage/products/tag is Tags, not Products).
  const active = entries
    .filter((e) => pathname === e.path || pathname.startsWith(`${e.path}/`))
    .reduce<string | null>((best, e) => (best && best.length >= e.path.length ? best : e.path), null);
  const groups = [...new Set(entries.map((e) => e.group ?? ''))];
  return (
    <ScrollArea h="100%" component="nav" aria-label={t('shell.menu')} data-testid="nav-menu">
      <Stack gap={4}>
        {groups.map((group) => (
          <Stack gap={2} key={group || 'top'}>
            {group && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm">
                {t(group)}
              </Text>
            )}
            {entries
              .filter((e) => (e.group ?? '') === group)
              .map((entry) => (
                <NavLink
                  key={entry.path}
                  component={RouterLink}
                  to={entry.path}
                  // The router marks only its own page current; the nearest entry is active for the pages under it.
                  end
                  label={t(entry.label)}
                  leftSection={<entry.icon size={18} stroke={1.6} />}
                  active={entry.path === active}
                  onClick={onNavigate}
                />
              ))}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}
