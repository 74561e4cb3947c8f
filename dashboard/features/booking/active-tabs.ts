/** The venue and service lists' tabs: everything, the ones offered, the ones put aside. */
export const ACTIVE_TABS = ['all', 'active', 'inactive'] as const;

/** The list call's active filter for a tab: none for all. */
export const activeOfTab = (tab: string): boolean | undefined => (tab === 'active' ? true : tab === 'inactive' ? false : undefined);
