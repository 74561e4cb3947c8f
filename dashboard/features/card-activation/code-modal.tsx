import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCardWithCode } from '../../../core/card-activation/schema.ts';
import { useDateTime } from '../../components/format.ts';

/** A card's new activation code: shown this once, with when it stops working. */
export function CodeModal({ issued, onClose }: { issued: TCardWithCode; onClose(): void }) {
  const { t } = useTranslation();
  const when = useDateTime();
  return (
    <Modal opened onClose={onClose} title={t('cards.codeTitle', { card: issued.card.cardNo })}>
      <Stack data-testid="card-code">
        <Text size="sm">{t('cards.codeOnce')}</Text>
        <Group justify="center">
          <Code fz="xl" data-testid="card-code-value">
            {issued.code}
          </Code>
        </Group>
        {issued.card.codeExpiresAt && (
          <Text size="sm" c="dimmed">
            {t('cards.expiresAt', { time: when(issued.card.codeExpiresAt) })}
          </Text>
        )}
        <Group justify="flex-end">
          <CopyButton value={issued.code}>{({ copied, copy }) => <Button variant="light" onClick={copy}>{t(copied ? 'cards.copied' : 'cards.copy')}</Button>}</CopyButton>
          <Button onClick={onClose}>{t('cards.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
