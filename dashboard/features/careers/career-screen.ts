import { ZCareerQuickEdit, type TCareerDetail, type TCareerFormValues, type TCareerRow } from '../../../core/careers/schema.ts';
import { trpc } from '../../app/trpc.ts';
import type { ContentScreen } from '../../components/content/content-screen.ts';
import { CAREER_PATHS } from './paths.ts';

/** Careers on the content kit's screens (docs/content.md): no categories. */
export const careerScreen = {
  routerKey: 'careers',
  api: trpc.careers,
  paths: CAREER_PATHS,
  texts: { list: 'menu.careers', add: 'careers.add' },
  titleOf: (row: TCareerRow) => row.titleEn,
  quickEditSchema: ZCareerQuickEdit,
} satisfies ContentScreen<TCareerRow, TCareerDetail, TCareerFormValues>;
