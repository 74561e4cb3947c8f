import { DEFAULT_THEME, createTheme, darken, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/*
 * The Mantine theme, with every text at WCAG AA's contrast of 4.5:1 or more (Mantine's defaults
 * give 3.3:1 for dimmed text and 3.6:1 for white on the blue buttons).
 */

// Gray 6 is dimmed text and placeholders: 5.2:1 on white, 4.6:1 on gray 1 (Mantine's #868e96: 3.3:1).
const gray = DEFAULT_THEME.colors.gray.map((shade, i) => (i === 6 ? '#666e76' : shade)) as unknown as MantineColorsTuple;

/** The theme, naming the close button (an icon alone) of dialogs, drawers, alerts and notifications in the language shown. */
export const appTheme = (closeLabel: string) =>
  createTheme({
    primaryColor: 'blue',
    // Filled controls and links in blue 8: white on it, and it on white, 5:1 (blue 6: 3.6:1).
    primaryShade: 8,
    // On a filled colour, white text up to the luminance at which it still reaches 4.5:1, black above.
    autoContrast: true,
    luminanceThreshold: 1.05 / 4.5 - 0.05,
    colors: { gray },
    defaultRadius: 'sm',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans SC", sans-serif',
    // Plain settings rather than Modal.extend(...) and the like: those would bring the components' code into every page.
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      Alert: { defaultProps: { closeButtonLabel: closeLabel } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    },
  });

/**
 * Placeholders in gray 6 (Mantine's gray 5 is 2:1), and the text of light variants (badges,
 * alerts) in shade 9 darkened by 30%: 5:1 or more on their tint, where yellow's shade 9 is 2.7:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    ...Object.fromEntries(Object.entries(t.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.3)])),
  },
  dark: {},
});
