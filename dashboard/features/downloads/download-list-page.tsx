import { Badge, Button } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDownloadRow } from '../../../core/downloads/schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { ContentListScreen } from '../../components/content/content-list-screen.tsx';
import { useFileSize } from '../../components/use-file-size.ts';
import { downloadScreen } from './download-screen.ts';
import { DOWNLOAD_PATHS } from './paths.ts';

/** /manage/downloads: the download files, in the merchant's order by default, with their file, size and downloads. */
export default function DownloadListPage() {
  const { t } = useTranslation();
  const fileSize = useFileSize();
  const canEdit = useCanEdit();
  return (
    <ContentListScreen
      screen={downloadScreen}
      testId="download-list"
      toolbar={
        canEdit && (
          <Button component={Link} to={DOWNLOAD_PATHS.quickEdit} variant="default" leftSection={<IconBolt size={16} />} data-testid="download-quick-edit">
            {t('downloads.quickEdit')}
          </Button>
        )
      }
      columns={[
        { accessor: 'titleEn', title: t('content.form.title') },
        { accessor: 'fileName', title: t('downloads.fileName') },
        { accessor: 'size', title: t('downloads.size'), textAlign: 'right', render: (row: TDownloadRow) => fileSize(row.size) },
        { accessor: 'downloadCount', title: t('downloads.count'), textAlign: 'right', render: (row: TDownloadRow) => formatCount(row.downloadCount) },
        {
          accessor: 'requireDownloaderInfo',
          title: t('downloads.requiresInfo'),
          render: (row: TDownloadRow) => row.requireDownloaderInfo && <Badge variant="light">{t('downloads.requiresInfoBadge')}</Badge>,
        },
      ]}
    />
  );
}
