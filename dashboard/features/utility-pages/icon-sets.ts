/** The developer icon pages of platform.md: one screen for all five, which lists the set the dashboard really uses (Tabler). */
export const ICON_SETS = ['unicons', 'boxicons', 'materialdesign', 'dripicons', 'fontawesome'] as const;
export const ICON_SET_PATHS = ICON_SETS.map((set) => `/icons/${set}`);
