import type { ReactNode } from 'react';

/**
 * Text that reads left to right in any language, such as a phone number: on an Arabic screen
 * "+60 12-345 6789" would otherwise show its parts in reverse order. Empty text stays as it is,
 * so a field can still show its dash.
 */
export const ltr = (text: string | null | undefined): ReactNode => (text ? <span dir="ltr">{text}</span> : text);
