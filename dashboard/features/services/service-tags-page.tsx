import { ZServiceTagInput } from '../../../core/services/schema.ts';
import { ContentCategoriesScreen } from '../../components/content/content-categories-screen.tsx';
import type { NamedContentList } from '../../components/content/use-category-editing.tsx';
import { serviceScreen } from './service-screen.ts';

const TAGS: NamedContentList = {
  api: serviceScreen.api.tags,
  texts: { add: 'services.tagList.add', edit: 'services.tagList.edit', name: 'services.tagList.name', usage: 'services.tagList.services', deleted: 'services.tagList.deleted' },
  schema: ZServiceTagInput,
  testId: 'service-tag-list',
};

/** /manage/services/tags: the service tags, on the category screens ('Tag name cannot be same', '{name} is in use'). */
export default function ServiceTagsPage() {
  return <ContentCategoriesScreen screen={serviceScreen} list={TAGS} />;
}
