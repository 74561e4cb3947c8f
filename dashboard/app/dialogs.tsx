import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from '../i18n/i18n.ts';
import { errorInfo } from './trpc.ts';

export type DialogTitle = 'error' | 'notice' | 'failed' | 'success';

/** A titled dialog (Error, Notice, Failed, Success) with one OK button. */
export function showDialog(title: DialogTitle, message: string, onClose?: () => void): void {
  const id = `dialog-${Date.now()}`;
  modals.open({
    modalId: id,
    title: <Text fw={700}>{i18n.t(`dialog.${title}`)}</Text>,
    centered: true,
    onClose,
    children: (
      <Stack>
        <Text data-testid="dialog-message">{message}</Text>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)}>{i18n.t('common.ok')}</Button>
        </Group>
      </Stack>
    ),
  });
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
