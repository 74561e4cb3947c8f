import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TVideoRow } from '../../../core/videos/schema.ts';
import { ContentListScreen } from '../../components/content/content-list-screen.tsx';
import { PictureThumb } from '../../components/picture-thumb.tsx';
import { videoScreen } from './video-screen.ts';

/** /manage/youtube: the video list, in the merchant's order by default. */
export default function VideoListPage() {
  const { t } = useTranslation();
  return (
    <ContentListScreen
      screen={videoScreen}
      testId="video-list"
      columns={[
        {
          accessor: 'titleEn',
          title: t('content.form.title'),
          render: (row: TVideoRow) => (
            <Group gap="sm" wrap="nowrap">
              <PictureThumb src={row.thumbnail} alt={row.titleEn} size={36} />
              <Text size="sm">{row.titleEn}</Text>
            </Group>
          ),
        },
      ]}
    />
  );
}
