import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Group, Title } from '@mantine/core';
import { useScreenTitle } from '../route-title.ts';

/** Where a screen's actions go: undefined outside a page header, null until it has mounted. */
const ActionsSlot = createContext<HTMLElement | null | undefined>(undefined);

/** The screen's one h1, its route's title, with the screen's own actions beside it. */
export function PageHeader({ children }: { children: ReactNode }) {
  const title = useScreenTitle();
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  return (
    <ActionsSlot.Provider value={slot}>
      <Group justify="space-between" gap="sm" mb="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="xs" ref={setSlot} />
      </Group>
      {children}
    </ActionsSlot.Provider>
  );
}

/** Actions of the whole screen (e.g. Add), shown beside its title. */
export function PageActions({ children }: { children: ReactNode }) {
  const slot = useContext(ActionsSlot);
  if (slot === undefined) return <Group gap="xs">{children}</Group>;
  return slot && createPortal(children, slot);
}
