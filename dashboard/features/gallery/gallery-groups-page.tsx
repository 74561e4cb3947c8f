import { ZContentCategoryInput } from '../../../core/content/schema.ts';
import { ContentCategoriesScreen } from '../../components/content/content-categories-screen.tsx';
import type { NamedContentList } from '../../components/content/use-category-editing.tsx';
import { galleryScreen } from './gallery-screen.ts';

const GROUPS: NamedContentList = {
  api: galleryScreen.api.groups,
  texts: { add: 'gallery.groups.add', edit: 'gallery.groups.edit', name: 'gallery.groups.name', usage: 'gallery.groups.photos', deleted: 'gallery.groups.deleted' },
  // The groups' names say what categories' say ('Name cannot be empty', 'Name cannot be same').
  schema: ZContentCategoryInput,
  testId: 'gallery-group-list',
};

/** /manage/other/group: the gallery's groups, on the category screens ('{name} is in use'). */
export default function GalleryGroupsPage() {
  return <ContentCategoriesScreen screen={galleryScreen} list={GROUPS} />;
}
