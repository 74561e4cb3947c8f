import type { ComponentType } from 'react';
import type { ModuleKey } from '../../core/permissions/modules.ts';

/** A screen of a feature, at a path of the route manifest, loaded when first visited. */
export interface FeatureRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** Who sees a menu entry: any signed-in user, the master admin, or viewers of a module. */
export type MenuAccess = { kind: 'login' } | { kind: 'admin' } | { kind: 'module'; module: ModuleKey };

export interface MenuEntry {
  /** i18n key of the label. */
  label: string;
  path: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  access: MenuAccess;
  /** Entries with the same group are listed together under the group's label (an i18n key). */
  group?: string;
}

export interface Feature {
  routes: FeatureRoute[];
  menu: MenuEntry[];
}
