import { useState } from 'react';

/**
 * A header menu's Mantine Menu (with its popover's positioning library, as heavy as the rest of
 * the sign-in page) loads with the first press of its button, which the menu then opens at once
 * (the pointer coming over the button fetches it ahead). Until then the button stands alone.
 * Returns whether to render the menu, and the lone button's props (the menu's own replace them).
 */
export function useDeferredMenu(load: () => Promise<unknown>) {
  const [pressed, setPressed] = useState(false);
  const buttonProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: () => void load().catch(() => undefined),
    onClick: () => setPressed(true),
  };
  return { pressed, buttonProps };
}
