import { Suspense, lazy, useEffect, useState } from 'react';
import { useNotifications, type NotificationsProps } from '@mantine/notifications';

// The containers of toasts and dialogs (Mantine's Notifications and ModalsProvider, with the
// modal, its overlay, focus trap and scroll lock) load with the first toast or dialog, not with
// the page: most first visits show neither.
const NotificationsHost = lazy(async () => ({ default: (await import('./overlay-hosts.tsx')).NotificationsHost }));
const ModalsHost = lazy(async () => ({ default: (await import('./overlay-hosts.tsx')).ModalsHost }));

/** Toasts: notifications.show() anywhere; the container mounts with the first. */
export function LazyNotifications(props: NotificationsProps) {
  const shown = useNotifications().notifications.length > 0;
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationsHost {...props} />
    </Suspense>
  ) : null;
}

/** modals.open() and the like send window events (@mantine/modals); those sent before the provider listens are held for it. */
const OPENING = ['openModal', 'openConfirmModal', 'openContextModal'].map((name) => `mantine-modals:${name}`);

/** Dialogs: modals.open() anywhere; the provider mounts with the first. */
export function LazyModals() {
  const [held] = useState<CustomEvent[]>([]);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const hold = (event: Event) => {
      held.push(event as CustomEvent);
      setWanted(true);
    };
    for (const type of OPENING) window.addEventListener(type, hold);
    return () => {
      for (const type of OPENING) window.removeEventListener(type, hold);
    };
  }, [ready, held]);
  return wanted ? (
    <Suspense fallback={null}>
      <ModalsHost held={held} onReady={() => setReady(true)} />
    </Suspense>
  ) : null;
}
