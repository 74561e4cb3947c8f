import { createContext, useContext } from 'react';
import type { ModuleKey } from '../../core/permissions/modules.ts';

/** What the route guard found for the screen on show: its module, and whether the user may change it. */
export interface ScreenAccess {
  /** Null on screens every signed-in user (or the master admin only) may open. */
  module: ModuleKey | null;
  canEdit: boolean;
}

export const ScreenAccessContext = createContext<ScreenAccess>({ module: null, canEdit: true });

/**
 * Whether the user may change what the screen shows: false for a viewer of the screen's module.
 * Shared actions (save, delete, add, edit, uploads) hide themselves by it; the server refuses anyway.
 */
export const useCanEdit = (): boolean => useContext(ScreenAccessContext).canEdit;

export const useScreenAccess = (): ScreenAccess => useContext(ScreenAccessContext);
