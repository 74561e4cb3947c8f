import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TESTIMONIAL_LIMITS, ZTestimonialInput, type TTestimonialDetail } from '../../../core/testimonials/schema.ts';
import { ContentFormPage } from '../../components/content/content-form-page.tsx';
import { dateOf, dayOf, DayInput } from '../../components/day-input.tsx';
import { testimonialScreen } from './testimonial-screen.ts';

/** A new testimonial is dated today. */
const empty = () => ({
  titleEn: '',
  titleCn: '',
  titleBm: '',
  name: '',
  position: '',
  contentEn: '',
  contentCn: '',
  contentBm: '',
  pictureId: null,
  date: dateOf(dayOf(new Date()))!,
  visibility: 'public' as const,
  sort: 0,
});

const valuesOf = (row: TTestimonialDetail) => ({
  titleEn: row.titleEn,
  titleCn: row.titleCn,
  titleBm: row.titleBm,
  name: row.name,
  position: row.position,
  contentEn: row.contentEn,
  contentCn: row.contentCn,
  contentBm: row.contentBm,
  pictureId: row.pictureId,
  date: row.date,
  visibility: row.visibility,
  sort: row.sort,
});

/** /manage/testimonial/add and /manage/testimonial/edit/{id}: picture, title, name, position, content, date, visibility, sort. */
export default function TestimonialFormPage() {
  const { t } = useTranslation();
  return (
    <ContentFormPage
      screen={testimonialScreen}
      form={{
        schema: ZTestimonialInput,
        empty: empty(),
        valuesOf,
        texts: [
          { field: 'title', label: t('content.form.title') },
          { field: 'content', label: t('testimonials.content'), multiline: true },
        ],
        fields: (form) => (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('testimonials.name')} maxLength={TESTIMONIAL_LIMITS.nameMaxChars} {...form.getInputProps('name')} />
            <TextInput label={t('testimonials.position')} maxLength={TESTIMONIAL_LIMITS.positionMaxChars} {...form.getInputProps('position')} />
            <DayInput
              label={t('testimonials.date')}
              withAsterisk
              value={form.values.date}
              // An emptied date stays empty until the form's check refuses it ('Date cannot be empty').
              onChange={(date) => form.setFieldValue('date', date as Date)}
              error={form.errors.date}
            />
          </SimpleGrid>
        ),
        picture: true,
        testId: 'testimonial-form',
      }}
    />
  );
}
