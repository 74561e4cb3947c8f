import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOrderMailPreview } from '../../../core/order-mails/schema.ts';

/** The template as the e-mail would read, from a sample order; its HTML in a sandboxed frame (no script, no same origin). */
export function MailPreviewModal({ preview, onClose }: { preview: TOrderMailPreview; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('orderMails.preview')} size="lg">
      <Stack gap="xs" data-testid="order-mail-preview">
        <Text size="sm">
          <b>{t('orderMails.from')}:</b> {preview.fromName || t('orderMails.platformSender')}
          {preview.replyTo && ` · ${t('orderMails.replyTo')}: ${preview.replyTo}`}
        </Text>
        <Text size="sm" data-testid="order-mail-preview-subject">
          <b>{t('orderMails.subject')}:</b> {preview.subject}
        </Text>
        <iframe title={t('orderMails.preview')} sandbox="" srcDoc={preview.html} style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-gray-3)', background: '#fff' }} />
      </Stack>
    </Modal>
  );
}
