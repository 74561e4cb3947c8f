import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CAREER_LIMITS as L } from '../../../core/careers/constants.ts';
import { CAREER_CURRENCY } from '../../../core/careers/options.ts';
import type { TCareerFormValues } from '../../../core/careers/schema.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { careerOptions } from './career-options.ts';

/** A whole number input whose empty value is null (an open end of a range). */
const wholeOrNull = (value: string | number) => (value === '' ? null : Number(value));

/** A career's own fields: the options of spec section 9 as selects, the ranges, the languages. */
export function CareerFields({ form }: { form: UseFormReturnType<TCareerFormValues> }) {
  const { t } = useTranslation();
  const options = careerOptions(t);
  const v = form.values;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('careers.form.positionLevel')}
          data={options.positionLevels}
          allowDeselect={false}
          value={String(v.positionLevel ?? 5)}
          onChange={(value) => form.setFieldValue('positionLevel', Number(value) as never)}
          error={form.errors.positionLevel}
        />
        <Select label={t('careers.form.specialization')} data={options.specializations} searchable allowDeselect={false} {...form.getInputProps('specialization')} />
        <MultiSelect
          label={t('careers.form.qualifications')}
          withAsterisk
          data={options.qualifications}
          value={(v.qualifications ?? []).map(String)}
          onChange={(values) => form.setFieldValue('qualifications', values.map(Number) as never)}
          error={form.errors.qualifications}
          data-testid="career-qualifications"
        />
        <Select label={t('careers.form.employmentType')} withAsterisk data={options.employmentTypes} {...form.getInputProps('employmentType')} data-testid="career-employment-type" />
        <Select label={t('careers.form.location')} withAsterisk searchable data={options.locations} {...form.getInputProps('location')} data-testid="career-location" />
        <NumberInput label={t('careers.form.experienceYears')} min={0} max={L.maxExperienceYears} allowDecimal={false} {...form.getInputProps('experienceYears')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <NumberInput
          label={t('careers.form.ageFrom')}
          min={L.minAge}
          max={L.maxAge}
          allowDecimal={false}
          value={v.ageFrom ?? ''}
          onChange={(value) => form.setFieldValue('ageFrom', wholeOrNull(value))}
          error={form.errors.ageFrom}
        />
        <NumberInput
          label={t('careers.form.ageTo')}
          min={L.minAge}
          max={L.maxAge}
          allowDecimal={false}
          value={v.ageTo ?? ''}
          onChange={(value) => form.setFieldValue('ageTo', wholeOrNull(value))}
          error={form.errors.ageTo}
        />
        <MoneyInput label={t('careers.form.salaryMin')} leftSection={CAREER_CURRENCY} leftSectionWidth={48} value={v.salaryMinCents} onChange={(cents) => form.setFieldValue('salaryMinCents', cents)} error={form.errors.salaryMinCents} />
        <MoneyInput label={t('careers.form.salaryMax')} leftSection={CAREER_CURRENCY} leftSectionWidth={48} value={v.salaryMaxCents} onChange={(cents) => form.setFieldValue('salaryMaxCents', cents)} error={form.errors.salaryMaxCents} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('careers.form.spokenLanguages')} maxLength={L.languagesMaxChars} {...form.getInputProps('spokenLanguages')} />
        <TextInput label={t('careers.form.writtenLanguages')} maxLength={L.languagesMaxChars} {...form.getInputProps('writtenLanguages')} />
      </SimpleGrid>
    </Stack>
  );
}
