import { ZServiceQuickEdit, type TServiceDetail, type TServiceFormValues, type TServiceRow } from '../../../core/services/schema.ts';
import { trpc } from '../../app/trpc.ts';
import type { ContentScreen } from '../../components/content/content-screen.ts';
import { SERVICE_PATHS } from './paths.ts';

/** Services on the content kit's screens (docs/content.md): categories, a manual sort, tags. */
export const serviceScreen = {
  routerKey: 'services',
  api: trpc.services,
  paths: SERVICE_PATHS,
  texts: { list: 'menu.services', add: 'services.add' },
  titleOf: (row: TServiceRow) => row.nameEn,
  quickEditSchema: ZServiceQuickEdit,
  manualSort: true,
} satisfies ContentScreen<TServiceRow, TServiceDetail, TServiceFormValues>;
