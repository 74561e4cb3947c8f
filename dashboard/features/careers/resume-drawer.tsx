import { Button, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TResumeRow } from '../../../core/careers/resume-schema.ts';
import { DownloadButton } from '../../components/download-button.tsx';
import { CAREER_CURRENCY } from '../../../core/careers/options.ts';
import { useDateTime } from '../../components/format.ts';

function Field({ label, value }: { label: string; value: string | number | null }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {value === null || value === '' ? '-' : value}
      </Text>
    </Stack>
  );
}

/** One resume with every field (spec section 3) and its file, downloaded with the session. */
export function ResumeDrawer({ resume: r, onClose, onDelete }: { resume: TResumeRow; onClose(): void; onDelete?: () => void }) {
  const { t, i18n } = useTranslation();
  const formatDateTime = useDateTime();
  // Salaries are per month in the careers' currency (SGD), not the shop's RM.
  const money = (cents: number | null) => (cents === null ? null : new Intl.NumberFormat(i18n.language, { style: 'currency', currency: CAREER_CURRENCY }).format(cents / 100));
  return (
    <Drawer opened onClose={onClose} position="right" size="lg" title={r.name} data-testid="resume-drawer">
      <Stack>
        <SimpleGrid cols={2}>
          <Field label={t('resumes.position')} value={r.positionTitle} />
          <Field label={t('resumes.columns.received')} value={formatDateTime(r.createdAt)} />
          <Field label={t('resumes.columns.email')} value={r.email} />
          <Field label={t('resumes.columns.mobile')} value={r.mobile} />
          <Field label={t('resumes.fields.currentPosition')} value={r.currentPosition} />
          <Field label={t('resumes.fields.lastCompany')} value={r.lastCompany} />
          <Field label={t('resumes.fields.education')} value={r.education} />
          <Field label={t('resumes.fields.institute')} value={r.institute} />
          <Field label={t('resumes.fields.experienceYears')} value={r.experienceYears} />
          <Field label={t('resumes.fields.salary')} value={money(r.salaryCents)} />
          <Field label={t('resumes.fields.expectedSalary')} value={money(r.expectedSalaryCents)} />
        </SimpleGrid>
        <Field label={t('resumes.fields.coverLetter')} value={r.coverLetter} />
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('resumes.fields.attachment')}
          </Text>
          {r.attachment ? (
            <Group>
              <Text size="sm">{r.attachment.fileName}</Text>
              <DownloadButton size="xs" variant="light" path={`/api/uploads/${r.attachment.id}`} fileName={r.attachment.fileName} label={t('resumes.download')} testId="resume-download" />
            </Group>
          ) : (
            <Text size="sm">{t('resumes.noAttachment')}</Text>
          )}
        </Stack>
        {onDelete && (
          <Group justify="flex-end">
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onDelete}>
              {t('common.delete')}
            </Button>
          </Group>
        )}
      </Stack>
    </Drawer>
  );
}
