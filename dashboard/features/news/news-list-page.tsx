import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TNewsRow } from '../../../core/news/schema.ts';
import { ContentListScreen } from '../../components/content/content-list-screen.tsx';
import { PictureThumb } from '../../components/picture-thumb.tsx';
import { newsScreen } from './news-screen.ts';

/** /manage/news: the news list. */
export default function NewsListPage() {
  const { t } = useTranslation();
  return (
    <ContentListScreen
      screen={newsScreen}
      testId="news-list"
      columns={[
        {
          accessor: 'titleEn',
          title: t('content.form.title'),
          render: (n: TNewsRow) => (
            <Group gap="sm" wrap="nowrap">
              <PictureThumb src={n.picture} alt={n.titleEn} size={36} />
              <Text size="sm">{n.titleEn}</Text>
            </Group>
          ),
        },
      ]}
    />
  );
}
