import { useState } from 'react';
import { Alert, Badge, Button, Card, Code, CopyButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showError } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { CardTable } from '../../components/card-table.tsx';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { useDateTime } from '../../components/format.ts';

/**
 * The storefront API keys of the merchant's website or app: the list (hint, created, revoked),
 * a new key shown once with a copy button, and revoking with a confirmation. Creating and
 * revoking need 'edit' on My Sales; the server refuses them anyway.
 */
export function SiteKeyCard() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const keys = trpc.siteKeys.list.useQuery();
  const [created, setCreated] = useState<string | null>(null);
  const create = trpc.siteKeys.create.useMutation({
    onSuccess: (row) => {
      setCreated(row.key);
      void utils.siteKeys.invalidate();
    },
    onError: showError,
  });
  const revoke = trpc.siteKeys.revoke.useMutation({ onSuccess: () => utils.siteKeys.invalidate(), onError: showError });

  return (
    <Card withBorder data-testid="site-key-card">
      <Stack>
        <Group justify="space-between">
          <Title order={4}>{t('storefront.siteKeys.title')}</Title>
          {canEdit && (
            <Button onClick={() => create.mutate()} loading={create.isPending} data-testid="site-key-create">
              {t('storefront.siteKeys.create')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('storefront.siteKeys.hint')}
        </Text>
        {created && (
          <Alert color="yellow" title={t('storefront.siteKeys.createdTitle')} withCloseButton onClose={() => setCreated(null)} data-testid="site-key-created">
            <Stack gap="xs">
              <Text size="sm">{t('storefront.siteKeys.shownOnce')}</Text>
              <Group wrap="nowrap" align="center">
                <Code style={{ wordBreak: 'break-all' }} data-testid="site-key-value">
                  {created}
                </Code>
                <CopyButton value={created}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" color={copied ? 'teal' : 'blue'} onClick={copy}>
                      {copied ? t('storefront.siteKeys.copied') : t('storefront.siteKeys.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Alert>
        )}
        <CardTable
          testId="site-keys"
          headings={[t('storefront.siteKeys.key'), t('storefront.siteKeys.createdOn'), t('storefront.siteKeys.status'), null]}
          records={keys.data}
          row={(key) => (
            <Table.Tr key={key.id}>
              <Table.Td data-label={t('storefront.siteKeys.key')}>
                <Code>{key.hint}</Code>
              </Table.Td>
              <Table.Td data-label={t('storefront.siteKeys.createdOn')}>{formatDateTime(key.createdAt)}</Table.Td>
              <Table.Td data-label={t('storefront.siteKeys.status')}>
                {key.revokedAt ? (
                  <Badge color="gray">{t('storefront.siteKeys.revokedOn', { at: formatDateTime(key.revokedAt) })}</Badge>
                ) : (
                  <Badge color="green">{t('storefront.siteKeys.active')}</Badge>
                )}
              </Table.Td>
              <Table.Td align="right">
                {canEdit && !key.revokedAt && (
                  <RowDeleteButton title={t('storefront.siteKeys.revokeTitle', { hint: key.hint })} label={t('storefront.siteKeys.revoke')} onConfirm={() => revoke.mutate({ id: key.id })} />
                )}
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Stack>
    </Card>
  );
}
