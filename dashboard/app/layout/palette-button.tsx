import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import { Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { loadAllTexts } from '../../i18n/i18n.ts';

// The palette (Spotlight, its styles, the record finds) loads with its first use, not with the
// page, and with the rest of the texts: it names every screen and the records' states.
const CommandPalette = lazy(async () => (await Promise.all([import('../palette/command-palette.tsx'), loadAllTexts()]))[0]);

const onMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The command palette of the shell: open() (the header's button, the phone menu's entry) and
 * Ctrl+K (Cmd+K on a Mac), anywhere, even in a field, open it; palette is where it renders.
 */
export function usePalette(): { open: () => void; palette: ReactNode } {
  const [asked, setAsked] = useState(0);
  const open = useCallback(() => setAsked((n) => n + 1), []);
  useHotkeys([['mod+K', open]], []);
  const palette =
    asked > 0 ? (
      <Suspense fallback={null}>
        <CommandPalette asked={asked} />
      </Suspense>
    ) : null;
  return { open, palette };
}

/** The header's search button, on wider screens (a phone's header has no room: its menu offers the search). */
export function PaletteButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      color="gray.3"
      size="compact-sm"
      leftSection={<IconSearch size={16} />}
      onClick={onOpen}
      aria-keyshortcuts="Control+K Meta+K"
      visibleFrom="sm"
      data-testid="palette-button"
    >
      {t('palette.open')}
      <Kbd size="xs" ml={6} aria-hidden>
        {onMac() ? '⌘' : t('palette.ctrl')} K
      </Kbd>
    </Button>
  );
}

/** The phone menu's search entry, above the screens. */
export function PaletteMenuEntry({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" fullWidth justify="flex-start" leftSection={<IconSearch size={16} />} onClick={onOpen} hiddenFrom="sm" mb="xs" data-testid="palette-menu-entry">
      {t('palette.open')}
    </Button>
  );
}
