/** A screen the palette can go to: its path and the words it is known by (its name, its section's). */
export interface PaletteScreen {
  path: string;
  label: string;
  section: string;
}

/**
 * The screens a query names: every word of it is found, in any case, in the screen's name or its
 * section's ('set ship' finds Shipping settings); no query names them all.
 */
export function matchScreens<S extends PaletteScreen>(screens: readonly S[], query: string): S[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return screens.filter((screen) => {
    const text = `${screen.label} ${screen.section}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
