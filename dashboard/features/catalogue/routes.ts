import { IconBrandGoogle, IconCategory, IconCertificate, IconFileSpreadsheet, IconListDetails, IconPackage, IconTags } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';

const access: MenuAccess = { kind: 'module', module: 'manage' };
const group = 'menu.catalogue';

export const catalogueFeature: Feature = {
  routes: [
    { path: '/manage/products', load: () => import('./products/product-list-page.tsx') },
    { path: '/manage/products/add', load: () => import('./product-form/product-add-page.tsx') },
    { path: '/manage/products/edit/{id}', load: () => import('./product-form/product-edit-page.tsx') },
    { path: '/manage/products/add-multiple', load: () => import('./add-multiple/add-multiple-page.tsx') },
    { path: '/manage/products/quick-edit', load: () => import('./quick-edit/quick-edit-page.tsx') },
    { path: '/manage/products/mass-update', load: () => import('./mass-update/mass-update-page.tsx') },
    { path: '/manage/products/category', load: () => import('./taxonomy/categories-page.tsx') },
    { path: '/manage/products/tag', load: () => import('./taxonomy/tags-page.tsx') },
    { path: '/manage/products/brand', load: () => import('./taxonomy/brands-page.tsx') },
    { path: '/manage/products/google-category', load: () => import('./taxonomy/google-categories-page.tsx') },
    { path: '/manage/product-specification', load: () => import('./taxonomy/spec-names-page.tsx') },
  ],
  menu: [
    { label: 'menu.products', path: '/manage/products', icon: IconPackage, access, group },
    { label: 'menu.productCategories', path: '/manage/products/category', icon: IconCategory, access, group },
    { label: 'menu.productTags', path: '/manage/products/tag', icon: IconTags, access, group },
    { label: 'menu.productBrands', path: '/manage/products/brand', icon: IconCertificate, access, group },
    { label: 'menu.googleCategories', path: '/manage/products/google-category', icon: IconBrandGoogle, access, group },
    { label: 'menu.productSpecifications', path: '/manage/product-specification', icon: IconListDetails, access, group },
    { label: 'menu.massUpdate', path: '/manage/products/mass-update', icon: IconFileSpreadsheet, access, group },
  ],
};
