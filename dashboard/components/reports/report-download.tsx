import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FILE_FORMATS } from '../../../core/jobs/file-options.ts';
import { showError } from '../../app/dialogs.tsx';
import { downloadFile } from '../../app/files.ts';

/** Downloads what a report shows as CSV or XLSX (GET /api/reports/{name}/file with the report's filter). */
export function ReportDownload({ name, query }: { name: string; query: Record<string, string> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async (format: string) => {
    setBusy(true);
    try {
      await downloadFile(`/api/reports/${name}/file?${new URLSearchParams({ ...query, format }).toString()}`, `${name}.${format}`);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="light" leftSection={<IconDownload size={16} />} rightSection={<IconChevronDown size={14} />} loading={busy} data-testid="report-download">
          {t('reports.download')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FILE_FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => void download(format)} data-testid={`report-download-${format}`}>
            {t(`reports.format.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
