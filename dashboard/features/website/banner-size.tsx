import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { WEBSITE_MESSAGES } from '../../../core/website/messages.ts';
import { errorInfo } from '../../app/trpc.ts';
import { showError } from '../../app/dialogs.tsx';
import i18n from '../../i18n/i18n.ts';
import { translateMessage } from '../../i18n/messages.ts';

/** A picture file's size in pixels, read by the browser before it is sent. */
export async function pictureSize(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** The banner size rule's dialog (spec section 8): "Incorrect Banner Size", "Please re-upload with the previous image size". */
export function showBannerSizeDialog(): void {
  const id = `banner-size-${Date.now()}`;
  modals.open({
    modalId: id,
    title: <Text fw={700}>{translateMessage(WEBSITE_MESSAGES.bannerSizeTitle)}</Text>,
    centered: true,
    children: (
      <Stack>
        <Text data-testid="dialog-message">{translateMessage(WEBSITE_MESSAGES.bannerSize)}</Text>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)}>{i18n.t('common.ok')}</Button>
        </Group>
      </Stack>
    ),
  });
}

/** A banner save's failure: the size rule in its own dialog, anything else as usual. */
export function showBannerError(error: unknown): void {
  if (errorInfo(error).appCode === 'WEBSITE.BANNER_SIZE') showBannerSizeDialog();
  else showError(error);
}
