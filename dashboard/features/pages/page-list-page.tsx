import { useTranslation } from 'react-i18next';
import type { TPageRow } from '../../../core/pages/schema.ts';
import { ContentListScreen } from '../../components/content/content-list-screen.tsx';
import { useDateTime } from '../../components/format.ts';
import { pageScreen } from './page-screen.ts';

/** /manage/pages: the website's pages. */
export default function PageListPage() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  return (
    <ContentListScreen
      screen={pageScreen}
      testId="page-list"
      columns={[
        { accessor: 'titleEn', title: t('content.form.title') },
        { accessor: 'date', title: t('pages.date'), render: (row: TPageRow) => formatDateTime(row.date, false) },
      ]}
    />
  );
}
