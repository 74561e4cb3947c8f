import { useEffect, useMemo } from 'react';
import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session.tsx';
import type { MenuEntry } from '../feature.ts';
import { MENU } from '../features.ts';
import { SECTION_ICONS, activeEntry, menuLayout, sectionLabel, type MenuSection } from '../menu-sections.ts';
import { STORAGE } from '../storage-keys.ts';

function EntryLink({ entry, active, onNavigate }: { entry: MenuEntry; active: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <NavLink
      component={RouterLink}
      to={entry.path}
      // The router marks only its own page current; the nearest entry is active for the pages under it.
      end
      label={t(entry.label)}
      leftSection={<entry.icon size={18} stroke={1.6} />}
      active={active}
      onClick={onNavigate}
    />
  );
}

/**
 * The sidebar: the screens the user may open, in the spec's sections. A section opens when one of
 * its screens is shown; which sections are open is kept across visits.
 */
export function NavMenu({ onNavigate }: { onNavigate: () => void }) {
  const { user, can } = useSession();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const layout = useMemo(() => menuLayout(MENU, { isMasterAdmin: !!user?.isMasterAdmin, can }), [user, can]);
  const active = activeEntry(pathname, [...layout.top, ...layout.sections.flatMap((s) => s.entries)]);
  const [opened, setOpened] = useLocalStorage<MenuSection[]>({ key: STORAGE.menuSections, defaultValue: [], getInitialValueInEffect: false });
  const current = active?.section;
  useEffect(() => {
    if (current) setOpened((open) => (open.includes(current) ? open : [...open, current]));
  }, [current, pathname, setOpened]);
  const toggle = (section: MenuSection, open: boolean) => setOpened((list) => (open ? [...list.filter((s) => s !== section), section] : list.filter((s) => s !== section)));

  return (
    <ScrollArea h="100%" component="nav" aria-label={t('shell.menu')} data-testid="nav-menu">
      <Stack gap={2}>
        {layout.top.map((entry) => (
          <EntryLink key={entry.path} entry={entry} active={entry === active} onNavigate={onNavigate} />
        ))}
        {layout.sections.map(({ section, entries }) => {
          const Icon = SECTION_ICONS[section];
          const open = opened.includes(section);
          return (
            <NavLink
              key={section}
              component="button"
              type="button"
              aria-expanded={open}
              data-section={section}
              label={t(sectionLabel(section))}
              leftSection={<Icon size={18} stroke={1.6} />}
              fw={600}
              opened={open}
              onChange={(next) => toggle(section, next)}
              // A closed section still marks where the page belongs.
              active={!open && section === current}
              variant="subtle"
            >
              {entries.map((entry) => (
                <EntryLink key={entry.path} entry={entry} active={entry === active} onNavigate={onNavigate} />
              ))}
            </NavLink>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
