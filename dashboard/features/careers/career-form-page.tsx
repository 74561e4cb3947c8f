import { useTranslation } from 'react-i18next';
import { ZCareerInput, type TCareerDetail, type TCareerFormValues } from '../../../core/careers/schema.ts';
import { ContentFormPage } from '../../components/content/content-form-page.tsx';
import { CareerFields } from './career-fields.tsx';
import { careerScreen } from './career-screen.ts';

const TEXTS = ['title', 'description', 'requirements', 'responsibilities', 'benefits'] as const;
const LANGS = ['En', 'Cn', 'Bm'] as const;

const texts = (row?: TCareerDetail) => Object.fromEntries(TEXTS.flatMap((f) => LANGS.map((l) => [`${f}${l}`, row ? row[`${f}${l}`] : '']))) as Record<`${(typeof TEXTS)[number]}${(typeof LANGS)[number]}`, string>;

/** A new career: Fresh or Entry Level in Others (their columns need a value), the required options still to choose. */
const empty: TCareerFormValues = {
  ...texts(),
  positionLevel: 5,
  specialization: 'others',
  qualifications: [],
  employmentType: null as never,
  location: null as never,
  experienceYears: 0,
  ageFrom: null,
  ageTo: null,
  salaryMinCents: null,
  salaryMaxCents: null,
  spokenLanguages: '',
  writtenLanguages: '',
  visibility: 'public',
};

const valuesOf = (row: TCareerDetail): TCareerFormValues => ({
  ...texts(row),
  positionLevel: row.positionLevel as TCareerFormValues['positionLevel'],
  specialization: row.specialization as TCareerFormValues['specialization'],
  qualifications: row.qualifications as TCareerFormValues['qualifications'],
  employmentType: row.employmentType as TCareerFormValues['employmentType'],
  location: row.location as TCareerFormValues['location'],
  experienceYears: row.experienceYears,
  ageFrom: row.ageFrom,
  ageTo: row.ageTo,
  salaryMinCents: row.salaryMinCents,
  salaryMaxCents: row.salaryMaxCents,
  spokenLanguages: row.spokenLanguages,
  writtenLanguages: row.writtenLanguages,
  visibility: row.visibility,
});

/** /manage/careers/add and /manage/careers/edit/{id}: a career's texts in three languages and its options (spec sections 3, 5, 9). */
export default function CareerFormPage() {
  const { t } = useTranslation();
  return (
    <ContentFormPage
      screen={careerScreen}
      form={{
        schema: ZCareerInput,
        empty,
        valuesOf,
        texts: [
          { field: 'title', label: t('careers.form.title'), required: true },
          { field: 'description', label: t('careers.form.description'), multiline: true },
          { field: 'requirements', label: t('careers.form.requirements'), multiline: true },
          { field: 'responsibilities', label: t('careers.form.responsibilities'), multiline: true },
          { field: 'benefits', label: t('careers.form.benefits'), multiline: true },
        ],
        fields: (form) => <CareerFields form={form} />,
        testId: 'career-form',
      }}
    />
  );
}
