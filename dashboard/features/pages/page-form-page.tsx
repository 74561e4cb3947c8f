import { useTranslation } from 'react-i18next';
import { ZPageInput, type TPageDetail } from '../../../core/pages/schema.ts';
import { ContentFormPage } from '../../components/content/content-form-page.tsx';
import { dateOf, dayOf, DayInput } from '../../components/day-input.tsx';
import { pageScreen } from './page-screen.ts';

/** A new page is dated today. */
const empty = () => ({ titleEn: '', titleCn: '', titleBm: '', contentEn: '', contentCn: '', contentBm: '', date: dateOf(dayOf(new Date()))!, visibility: 'public' as const });

const valuesOf = (row: TPageDetail) => ({
  titleEn: row.titleEn,
  titleCn: row.titleCn,
  titleBm: row.titleBm,
  contentEn: row.contentEn,
  contentCn: row.contentCn,
  contentBm: row.contentBm,
  date: row.date,
  visibility: row.visibility,
});

/** /manage/page/add and /manage/page/edit/{id}: a page's title and content in three languages, its date. */
export default function PageFormPage() {
  const { t } = useTranslation();
  return (
    <ContentFormPage
      screen={pageScreen}
      form={{
        schema: ZPageInput,
        empty: empty(),
        valuesOf,
        texts: [
          { field: 'title', label: t('content.form.title'), required: true },
          { field: 'content', label: t('pages.content'), multiline: true },
        ],
        fields: (form) => (
          <DayInput
            label={t('pages.date')}
            withAsterisk
            value={form.values.date}
            // An emptied date stays empty until the form's check refuses it ('Date cannot be empty').
            onChange={(date) => form.setFieldValue('date', date as Date)}
            error={form.errors.date}
          />
        ),
        testId: 'page-form',
      }}
    />
  );
}
