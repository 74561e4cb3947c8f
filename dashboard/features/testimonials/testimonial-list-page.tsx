import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTestimonialRow } from '../../../core/testimonials/schema.ts';
import { ContentListScreen } from '../../components/content/content-list-screen.tsx';
import { useDateTime } from '../../components/format.ts';
import { PictureThumb } from '../../components/picture-thumb.tsx';
import { testimonialScreen } from './testimonial-screen.ts';

/** /manage/testimonials: the testimonial list, in the merchant's order by default. */
export default function TestimonialListPage() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  return (
    <ContentListScreen
      screen={testimonialScreen}
      testId="testimonial-list"
      columns={[
        {
          accessor: 'titleEn',
          title: t('content.form.title'),
          render: (row: TTestimonialRow) => (
            <Group gap="sm" wrap="nowrap">
              <PictureThumb src={row.picture} alt={row.titleEn || row.name} size={36} />
              <Stack gap={0}>
                <Text size="sm">{row.titleEn}</Text>
                <Text size="xs" c="dimmed">
                  {row.name}
                </Text>
              </Stack>
            </Group>
          ),
        },
        { accessor: 'date', title: t('testimonials.date'), render: (row: TTestimonialRow) => formatDateTime(row.date, false) },
      ]}
    />
  );
}
