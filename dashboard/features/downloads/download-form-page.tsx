import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZDownloadInput, type TDownloadDetail, type TDownloadFormValues, type TDownloadRow } from '../../../core/downloads/schema.ts';
import { ContentFormPage } from '../../components/content/content-form-page.tsx';
import { DownloadFileInput, type ChosenFile } from './download-file-input.tsx';
import { DownloadersCard } from './downloaders-card.tsx';
import { downloadScreen } from './download-screen.ts';

/** The form's values: the input, and the name and size of the file it names to show (the server reads them from the upload). */
type Values = TDownloadFormValues & { file: ChosenFile | null };

const EMPTY: Values = { titleEn: '', titleCn: '', titleBm: '', fileId: '', file: null, requireDownloaderInfo: false, categoryId: null, visibility: 'public', sort: 0 };

const valuesOf = (row: TDownloadDetail): Values => ({
  titleEn: row.titleEn,
  titleCn: row.titleCn,
  titleBm: row.titleBm,
  fileId: row.fileId,
  file: { fileName: row.fileName, size: row.size },
  requireDownloaderInfo: row.requireDownloaderInfo,
  categoryId: row.categoryId,
  visibility: row.visibility,
  sort: row.sort,
});

/** /manage/downloads/add and /manage/downloads/edit/{id}: title in three languages, the file, the downloader-info flag, category, visibility, sort; an edited file's downloaders below. */
export default function DownloadFormPage() {
  const { t } = useTranslation();
  return (
    <ContentFormPage<TDownloadRow, TDownloadDetail, Values>
      screen={downloadScreen}
      form={{
        schema: ZDownloadInput,
        empty: EMPTY,
        valuesOf,
        texts: [{ field: 'title', label: t('content.form.title'), required: true }],
        fields: (form) => (
          <>
            <DownloadFileInput
              value={form.values.fileId ?? ''}
              file={form.values.file}
              onUploaded={(uploaded) => form.setValues({ fileId: uploaded.id, file: { fileName: uploaded.fileName, size: uploaded.size } })}
              error={form.errors.fileId}
            />
            <Switch
              label={t('downloads.requireInfo')}
              description={t('downloads.requireInfoHint')}
              data-testid="require-downloader-info"
              {...form.getInputProps('requireDownloaderInfo', { type: 'checkbox' })}
            />
          </>
        ),
        below: (saved) => <DownloadersCard download={saved} />,
        testId: 'download-form',
      }}
    />
  );
}
