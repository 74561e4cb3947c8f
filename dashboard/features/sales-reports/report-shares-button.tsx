import { ActionIcon, Anchor, Button, Card, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareableReport } from '../../../core/report-shares/constants.ts';
import type { TReportPeriod } from '../../../core/reports/period.ts';
import { showError } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { SALES_REPORT_PATHS as P } from './paths.ts';

const linkOf = (hash: string) => `${window.location.origin}${P.shared(hash)}`;

/** The report's "Share" action: read-only links of it for the period on screen, each with its views and a revoke. */
export function ReportSharesButton({ report, period }: { report: ShareableReport; period: TReportPeriod }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const canEdit = useCanEdit();
  const formatDateTime = useDateTime();
  const shares = trpc.reportShares.list.useQuery({ report }, { enabled: opened });
  const create = trpc.reportShares.create.useMutation();
  const revoke = trpc.reportShares.revoke.useMutation();
  const form = useScreenForm<{ title: string }>({ initialValues: { title: '' } });
  const { submit, saving } = useFormSave(form, (v) => create.mutateAsync({ title: v.title, report, ...period }), () => {
    form.reset();
    void shares.refetch();
  });
  return (
    <>
      <Button variant="default" leftSection={<IconShare size={16} />} onClick={() => setOpened(true)} data-testid="report-share">
        {t('reportShares.share')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('reportShares.title')}>
        <Stack>
          {canEdit && (
            <form onSubmit={submit} data-testid="report-share-form">
              <Group align="flex-end" wrap="wrap">
                <TextInput label={t('reportShares.fields.title')} withAsterisk style={{ flex: 1 }} {...form.getInputProps('title')} />
                <Button type="submit" loading={saving} data-testid="report-share-create">
                  {t('reportShares.create')}
                </Button>
              </Group>
            </form>
          )}
          {shares.data?.length === 0 && <Text c="dimmed">{t('reportShares.none')}</Text>}
          {shares.data?.map((s) => (
            <Card key={s.id} withBorder padding="sm" data-testid="report-share-row">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600}>{s.title}</Text>
                <Text size="xs" c="dimmed">
                  {t('reportShares.views', { count: s.views })}
                </Text>
              </Group>
              {s.revokedAt ? (
                <Text size="sm" c="dimmed">
                  {t('reportShares.revokedOn', { at: formatDateTime(s.revokedAt) })}
                </Text>
              ) : (
                <Group gap="xs" wrap="nowrap">
                  <Anchor href={linkOf(s.hash)} target="_blank" rel="noopener noreferrer" size="sm" truncate style={{ minWidth: 0 }} data-testid="report-share-link">
                    {linkOf(s.hash)}
                  </Anchor>
                  <CopyButton value={linkOf(s.hash)}>
                    {({ copy }) => (
                      <ActionIcon variant="subtle" onClick={copy} aria-label={t('reportShares.copy')}>
                        <IconCopy size={16} />
                      </ActionIcon>
                    )}
                  </CopyButton>
                  {canEdit && (
                    <Button size="xs" variant="subtle" color="red" onClick={() => void revoke.mutateAsync({ id: s.id }).then(() => shares.refetch(), showError)} data-testid="report-share-revoke">
                      {t('reportShares.revoke')}
                    </Button>
                  )}
                </Group>
              )}
            </Card>
          ))}
        </Stack>
      </Modal>
    </>
  );
}
