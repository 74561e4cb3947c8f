import { useState } from 'react';
import { Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_COLUMNS, CONTACT_LIMITS } from '../../../core/contacts/constants.ts';
import type { TContactFilter } from '../../../core/contacts/schema.ts';
import { FILE_FORMATS, type TFileFormat } from '../../../core/jobs/file-options.ts';
import { trpc } from '../../app/trpc.ts';
import { FileDrop } from '../../components/file-drop.tsx';
import { JobPanel } from '../../components/jobs/job-panel.tsx';
import { useJob } from '../../components/jobs/use-job.ts';
import { useUploader } from '../../components/use-uploader.ts';

interface ModalProps {
  opened: boolean;
  onClose(): void;
}

/** Import a CSV or XLSX of contacts: checked first when "dry run" is ticked; all rows or none are written, the refused ones in the job's error file. */
export function ContactImportModal({ opened, onClose }: ModalProps) {
  const { t } = useTranslation();
  const [dryRun, setDryRun] = useState(true);
  const utils = trpc.useUtils();
  const { job, running, start, starting } = useJob({ onEnded: () => void utils.contacts.invalidate() });
  const { upload, uploading } = useUploader('contact-import', (uploaded) => start({ kind: 'contact-import', uploadId: uploaded.id, dryRun }));
  const busy = uploading || starting || running;
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{t('contacts.import.title')}</Text>} centered>
      <Stack data-testid="contact-import-modal">
        <Text size="sm">{t('contacts.import.hint', { columns: Object.values(CONTACT_COLUMNS).join(', '), max: CONTACT_LIMITS.importMaxRows })}</Text>
        <Checkbox label={t('contacts.import.dryRun')} checked={dryRun} onChange={(e) => setDryRun(e.currentTarget.checked)} data-testid="contact-import-dry-run" />
        <FileDrop
          purpose="contact-import"
          onDrop={upload}
          title={t('contacts.import.drop')}
          hint={t('contacts.import.dropHint', { mb: CONTACT_LIMITS.importMaxBytes / 1024 / 1024 })}
          icon={<IconFileSpreadsheet size={32} />}
          loading={busy}
          disabled={busy}
          testId="contact-import-drop"
        />
        {job && <JobPanel job={job} />}
      </Stack>
    </Modal>
  );
}

/** Export the contacts the list's filters keep, as CSV or XLSX: the job followed to its result, whose file JobPanel offers. */
export function ContactExportModal({ opened, onClose, filter }: ModalProps & { filter: TContactFilter }) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<TFileFormat>('csv');
  const { job, running, start, starting } = useJob();
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{t('contacts.export.title')}</Text>} centered>
      <Stack data-testid="contact-export-modal">
        <SegmentedControl
          data={FILE_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
          value={format}
          onChange={(value) => setFormat(value as TFileFormat)}
          disabled={running}
          aria-label={t('contacts.export.format')}
        />
        {job && <JobPanel job={job} />}
        <Group justify="flex-end">
          <Button onClick={() => start({ kind: 'contact-export', format, ...filter })} disabled={running} loading={starting} data-testid="start-contact-export">
            {t('contacts.export.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
