import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCareerRow } from '../../../core/careers/schema.ts';
import { ContentListScreen } from '../../components/content/content-list-screen.tsx';
import { careerScreen } from './career-screen.ts';
import { recruitmentOf } from './paths.ts';

/** /manage/careers: the careers the website offers, each with the resumes received for it. */
export default function CareerListPage() {
  const { t } = useTranslation();
  return (
    <ContentListScreen
      screen={careerScreen}
      testId="career-list"
      columns={[
        { accessor: 'titleEn', title: t('careers.form.title') },
        { accessor: 'positionLevel', title: t('careers.form.positionLevel'), render: (row: TCareerRow) => t(`careers.positionLevels.${row.positionLevel}`) },
        { accessor: 'employmentType', title: t('careers.form.employmentType'), render: (row: TCareerRow) => t(`careers.employmentTypes.${row.employmentType}`) },
        { accessor: 'location', title: t('careers.form.location'), render: (row: TCareerRow) => t(`careers.locations.${row.location}`) },
        {
          accessor: 'resumeCount',
          title: t('careers.columns.resumes'),
          textAlign: 'right',
          render: (row: TCareerRow) => (
            <Anchor component={Link} to={recruitmentOf(row.id)} data-testid={`career-resumes-${row.slug}`}>
              {row.resumeCount}
            </Anchor>
          ),
        },
      ]}
    />
  );
}
