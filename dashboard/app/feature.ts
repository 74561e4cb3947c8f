import type { ComponentType } from 'react';
import type { Level, ModuleKey } from '../../core/permissions/modules.ts';
import type { MenuSection } from './menu-sections.ts';

/** A screen of a feature, at a path of the route manifest, loaded when first visited. */
export interface FeatureRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** The screen's title (its one h1 and the browser tab's), as an i18n key. */
  title: RouteTitle;
  /**
   * The module the screen belongs to (the feature's when not given): the route guard opens it
   * to users with at least `level` on it. A login route without a module is open to every
   * signed-in user.
   */
  module?: ModuleKey;
  /** 'edit' for screens that only change things (add, import, mass update); 'view' when not given. */
  level?: Level;
  /**
   * A guest route that a signed-in user may open too, instead of being sent home (quick access:
   * it takes a signed-in user straight to the page it names).
   */
  openWhenSignedIn?: boolean;
}

/** An i18n key; for a route whose parameter is a record's id or 'new', the key for each case. */
export type RouteTitle = string | { param: string; add: string; edit: string };

/**
 * Who sees a menu entry: any signed-in user, the master admin, or users with a level on a module
 * (the level of the entry's screen: 'view' when not given).
 */
export type MenuAccess = { kind: 'login' } | { kind: 'admin' } | { kind: 'module'; module: ModuleKey; level?: Level };

export interface MenuEntry {
  /** i18n key of the label. */
  label: string;
  path: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  access: MenuAccess;
  /** The sidebar section the entry is listed in; without one it stands above the sections. */
  section?: MenuSection;
}

export interface Feature {
  /** The module of every route that names none. */
  module?: ModuleKey;
  routes: FeatureRoute[];
  menu: MenuEntry[];
}
