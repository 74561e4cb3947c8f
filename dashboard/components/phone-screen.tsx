import type { ReactNode } from 'react';
import { Stack, MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import classes from './phone-screen.module.css';

/*
 * Controls at least 44 px high, the smallest comfortable touch target: buttons and inputs "lg"
 * (50 px), icon buttons "xl" (44 px), tabs by their height. Dialogs opened from the screen are
 * inside its tree, so they get the same sizes; the app's own dialogs get theirs from
 * phone-screen.module.css.
 */
const PHONE_THEME: MantineThemeOverride = {
  components: {
    Button: { defaultProps: { size: 'lg' } },
    ActionIcon: { defaultProps: { size: 'xl' } },
    TextInput: { defaultProps: { size: 'lg' } },
    Textarea: { defaultProps: { size: 'lg' } },
    // A phone's number keyboard replaces the small up and down buttons.
    NumberInput: { defaultProps: { size: 'lg', hideControls: true } },
    CloseButton: { defaultProps: { size: 'xl' } },
    Select: { defaultProps: { size: 'lg', clearButtonProps: { size: 'xl' } } },
    SegmentedControl: { defaultProps: { size: 'lg' } },
    Pagination: { defaultProps: { size: 'xl' } },
    Tabs: { styles: { tab: { minHeight: 44 } } },
    // A switch's hidden input covers its root: a row at least 44 px high is what the thumb touches.
    Switch: { defaultProps: { size: 'lg' }, styles: { body: { minHeight: 44, alignItems: 'center' } } },
  },
};

/** A phone-first screen (the mobile-style pages): one column, no wider than a phone, large touch targets. */
export function PhoneScreen({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <MantineThemeProvider theme={PHONE_THEME}>
      <Stack className={classes.phone} maw={480} mx="auto" w="100%" data-testid={testId}>
        {children}
      </Stack>
    </MantineThemeProvider>
  );
}
