import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, type NotificationsProps } from '@mantine/notifications';

/** The toasts' container, loaded with the first toast (overlays.tsx). */
export function NotificationsHost(props: NotificationsProps) {
  return <Notifications {...props} />;
}

/** The dialogs' container, loaded with the first dialog: once it listens, the dialogs asked for while it loaded are asked again. */
export function ModalsHost({ held, onReady }: { held: CustomEvent[]; onReady: () => void }) {
  useEffect(() => {
    for (const event of held.splice(0)) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
    onReady();
  }, [held, onReady]);
  return <ModalsProvider />;
}
