import { IconAward, IconFileText, IconHeadset, IconPackage, IconReportAnalytics, IconSettings, IconShoppingCart, IconSpeakerphone, IconTool, IconUserShield } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { Level, ModuleKey } from '../../core/permissions/modules.ts';
import type { MenuEntry } from './feature.ts';

/**
 * The sidebar's sections in the order it shows them: the areas of the spec's screen list, with
 * My Sales' marketing tools and reports in sections of their own, and the settings and the
 * master admin's account screens last.
 */
export const MENU_SECTIONS = ['catalogue', 'content', 'mySales', 'loyalty', 'marketing', 'reports', 'support', 'tools', 'settings', 'account'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

export const SECTION_ICONS: Record<MenuSection, ComponentType<{ size?: number; stroke?: number }>> = {
  catalogue: IconPackage,
  content: IconFileText,
  mySales: IconShoppingCart,
  loyalty: IconAward,
  marketing: IconSpeakerphone,
  reports: IconReportAnalytics,
  support: IconHeadset,
  tools: IconTool,
  settings: IconSettings,
  account: IconUserShield,
};

/** The i18n key of a section's name. */
export const sectionLabel = (section: MenuSection): string => `menu.sections.${section}`;

/** Who is looking at the menu: the master admin, or a user with the modules a role grants. */
export interface Viewer {
  isMasterAdmin: boolean;
  can(module: ModuleKey, level: Level): boolean;
}

export function visibleTo(viewer: Viewer, entry: MenuEntry): boolean {
  switch (entry.access.kind) {
    case 'login':
      return true;
    case 'admin':
      return viewer.isMasterAdmin;
    case 'module':
      return viewer.can(entry.access.module, entry.access.level ?? 'view');
  }
}

export interface MenuLayout {
  /** Entries outside any section (the dashboard), first. */
  top: MenuEntry[];
  /** The sections with at least one entry the viewer may open, in MENU_SECTIONS' order. */
  sections: { section: MenuSection; entries: MenuEntry[] }[];
}

/** The menu a viewer sees: only the entries they may open, each section only when it keeps one. */
export function menuLayout(menu: readonly MenuEntry[], viewer: Viewer): MenuLayout {
  const entries = menu.filter((e) => visibleTo(viewer, e));
  return {
    top: entries.filter((e) => !e.section),
    sections: MENU_SECTIONS.map((section) => ({ section, entries: entries.filter((e) => e.section === section) })).filter((s) => s.entries.length > 0),
  };
}

/** The entry nearest a page: the longest path that is the page or above it (/manage/products/tag is Tags, not Products). */
export function activeEntry(pathname: string, entries: readonly MenuEntry[]): MenuEntry | null {
  return entries
    .filter((e) => pathname === e.path || pathname.startsWith(`${e.path}/`))
    .reduce<MenuEntry | null>((best, e) => (best && best.path.length >= e.path.length ? best : e), null);
}
