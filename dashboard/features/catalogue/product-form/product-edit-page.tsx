import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { trpc } from '../../../app/trpc.ts';
import { ProductMarketplacesCard } from '../../../components/product-marketplaces-card.tsx';
import { ProductForm } from './product-form.tsx';
import { productValues } from './product-form-values.ts';
import { QueryPending } from '../../../components/query-pending.tsx';

/** /manage/products/edit/{id}: the product as stored, in the same form as adding (read-only for a viewer), and its marketplace shops. */
export default function ProductEditPage() {
  const id = useParams().id ?? '';
  const product = trpc.products.get.useQuery({ id }, { staleTime: Infinity, gcTime: 0 });
  if (product.error || !product.data) return <QueryPending error={product.error} />;
  const { promotion, ...view } = product.data;
  return (
    <Stack>
      <ProductForm key={view.id} productId={view.id} initialValues={productValues(view)} promotion={promotion} />
      <ProductMarketplacesCard productId={view.id} />
    </Stack>
  );
}
