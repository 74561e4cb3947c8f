import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VIDEO_LIMITS, ZVideoInput, type TVideoDetail, type TVideoFormValues } from '../../../core/videos/schema.ts';
import { youtubeId, youtubeLinks } from '../../../core/videos/youtube-id.ts';
import { ContentFormPage } from '../../components/content/content-form-page.tsx';
import { PictureThumb } from '../../components/picture-thumb.tsx';
import { videoScreen } from './video-screen.ts';

const EMPTY: TVideoFormValues = { url: '', titleEn: '', titleCn: '', titleBm: '', descriptionEn: '', descriptionCn: '', descriptionBm: '', categoryId: null, visibility: 'public', sort: 0 };

const valuesOf = (row: TVideoDetail): TVideoFormValues => ({
  url: row.watchUrl,
  titleEn: row.titleEn,
  titleCn: row.titleCn,
  titleBm: row.titleBm,
  descriptionEn: row.descriptionEn,
  descriptionCn: row.descriptionCn,
  descriptionBm: row.descriptionBm,
  categoryId: row.categoryId,
  visibility: row.visibility,
  sort: row.sort,
});

/** /manage/youtube/add and /manage/youtube/edit/{id}: the video's address, title and description in three languages, category, visibility, sort. */
export default function VideoFormPage() {
  const { t } = useTranslation();
  return (
    <ContentFormPage
      screen={videoScreen}
      form={{
        schema: ZVideoInput,
        empty: EMPTY,
        valuesOf,
        texts: [
          { field: 'title', label: t('content.form.title'), required: true },
          { field: 'description', label: t('videos.description'), multiline: true },
        ],
        fields: (form) => {
          // The thumbnail is YouTube's, shown as soon as the pasted address names a video.
          const id = youtubeId(String(form.values.url ?? ''));
          return (
            <Group align="flex-start" wrap="nowrap">
              <PictureThumb src={id && youtubeLinks(id).thumbnail} alt={t('videos.thumbnail')} size={64} />
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                label={t('videos.url')}
                description={t('videos.urlHint')}
                withAsterisk
                maxLength={VIDEO_LIMITS.urlMaxChars}
                data-testid="video-url"
                {...form.getInputProps('url')}
              />
            </Group>
          );
        },
        testId: 'video-form',
      }}
    />
  );
}
