import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications, notificationsStore } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import i18n from '../i18n/i18n.ts';
import { translateMessage } from '../i18n/messages.ts';
import { errorInfo } from './trpc.ts';

export type DialogTitle = 'error' | 'notice' | 'failed';

/** A titled dialog (Error, Notice, Failed) with one OK button; a message of core's is worded in the interface's language. */
export function showDialog(title: DialogTitle, message: string, onClose?: () => void): void {
  const id = `dialog-${Date.now()}`;
  modals.open({
    modalId: id,
    title: <Text fw={700}>{i18n.t(`dialog.${title}`)}</Text>,
    centered: true,
    onClose,
    children: (
      <Stack>
        {/* dir="auto": a server's message may come in another direction than the page's. */}
        <Text data-testid="dialog-message" dir="auto">
          {translateMessage(message)}
        </Text>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)}>{i18n.t('common.ok')}</Button>
        </Group>
      </Stack>
    ),
  });
}

/** Success toasts raised since the screen last changed: the change they lead to keeps them. */
const announced = new Set<string>();

/**
 * Says an action succeeded in a toast that closes by itself: success never waits for an OK. A
 * save that then goes back to its list says so on the list.
 */
export function showSuccess(message: string): void {
  announced.add(notifications.show({ message, color: 'green', icon: <IconCheck size={18} />, withBorder: true, autoClose: 4000, 'data-testid': 'toast' }));
}

/** A change of screen clears the notifications (platform.md section 4), all but the toasts that announced it. */
export function clearNotifications(): void {
  const keep = new Set(announced);
  announced.clear();
  notifications.cleanQueue();
  notifications.updateState(notificationsStore, (shown) => shown.filter((n) => n.id !== undefined && keep.has(n.id)));
}

const TITLE_OF_KIND: Record<string, DialogTitle> = { failed: 'failed', rate_limited: 'notice', busy: 'notice', forbidden: 'notice' };

/** Shows a failed call in the dialog its kind calls for. */
export function showError(error: unknown): void {
  const info = errorInfo(error);
  showDialog(TITLE_OF_KIND[info.kind ?? ''] ?? 'error', info.message);
}

/** Delete, terminate and cancel confirmations say the action cannot be reverted. */
export function confirmIrreversible(options: { title: string; confirmLabel: string; onConfirm: () => void }): void {
  modals.openConfirmModal({
    title: <Text fw={700}>{options.title}</Text>,
    centered: true,
    children: <Text>{i18n.t('dialog.cannotRevert')}</Text>,
    labels: { confirm: options.confirmLabel, cancel: i18n.t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm: options.onConfirm,
  });
}
