import { ActionIcon, Card, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A link's shareable address with a copy button. */
export function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace" truncate="end" data-testid="share-link">
        {url}
      </Text>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('shopLinks.copied') : t('shopLinks.copy')}>
            <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={t('shopLinks.copy')}>
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** A saved link's address at the top of its form, the same for payment and purchase links. */
export function ShareLinkCard({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder>
      <Text size="xs" c="dimmed">
        {t('shopLinks.link')}
      </Text>
      <ShareLink url={url} />
    </Card>
  );
}
