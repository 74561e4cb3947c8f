import { IconBrandGoogle, IconCategory, IconCertificate, IconFileSpreadsheet, IconListDetails, IconPackage, IconTags } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';

const access: MenuAccess = { kind: 'module', module: 'manage' };
const section = 'catalogue';

export const catalogueFeature: Feature = {
  module: 'manage',
  routes: [
    { path: '/manage/products', title: 'menu.products', load: () => import('./products/product-list-page.tsx') },
    { path: '/manage/products/add', title: 'catalogue.form.addTitle', level: 'edit', load: () => import('./product-form/product-add-page.tsx') },
    { path: '/manage/products/edit/{id}', title: 'catalogue.form.editTitle', load: () => import('./product-form/product-edit-page.tsx') },
    { path: '/manage/products/add-multiple', title: 'catalogue.addMultiple.title', level: 'edit', load: () => import('./add-multiple/add-multiple-page.tsx') },
    { path: '/manage/products/quick-edit', title: 'catalogue.quickEdit.title', level: 'edit', load: () => import('./quick-edit/quick-edit-page.tsx') },
    { path: '/manage/products/mass-update', title: 'menu.massUpdate', load: () => import('./mass-update/mass-update-page.tsx') },
    { path: '/manage/products/category', title: 'catalogue.taxonomy.categories.title', load: () => import('./taxonomy/categories-page.tsx') },
    { path: '/manage/products/tag', title: 'catalogue.taxonomy.tags.title', load: () => import('./taxonomy/tags-page.tsx') },
    { path: '/manage/products/brand', title: 'menu.productBrands', load: () => import('./taxonomy/brands-page.tsx') },
    { path: '/manage/products/google-category', title: 'menu.googleCategories', load: () => import('./taxonomy/google-categories-page.tsx') },
    { path: '/manage/product-specification', title: 'menu.productSpecifications', load: () => import('./taxonomy/spec-names-page.tsx') },
  ],
  menu: [
    { label: 'menu.products', path: '/manage/products', icon: IconPackage, access, section },
    { label: 'menu.productCategories', path: '/manage/products/category', icon: IconCategory, access, section },
    { label: 'menu.productTags', path: '/manage/products/tag', icon: IconTags, access, section },
    { label: 'menu.productBrands', path: '/manage/products/brand', icon: IconCertificate, access, section },
    { label: 'menu.googleCategories', path: '/manage/products/google-category', icon: IconBrandGoogle, access, section },
    { label: 'menu.productSpecifications', path: '/manage/product-specification', icon: IconListDetails, access, section },
    { label: 'menu.massUpdate', path: '/manage/products/mass-update', icon: IconFileSpreadsheet, access, section },
  ],
};
