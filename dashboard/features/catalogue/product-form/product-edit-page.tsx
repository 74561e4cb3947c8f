import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { errorInfo, trpc } from '../../../app/trpc.ts';
import { ProductMarketplacesCard } from '../../../components/product-marketplaces-card.tsx';
import { ProductForm } from './product-form.tsx';
import { productValues } from './product-form-values.ts';

/** /manage/products/edit/{id}: the product as stored, in the same form as adding (read-only for a viewer), and its marketplace shops. */
export default function ProductEditPage() {
  const id = useParams().id ?? '';
  const product = trpc.products.get.useQuery({ id }, { staleTime: Infinity, gcTime: 0 });
  if (product.error) return <Alert color="red">{errorInfo(product.error).message}</Alert>;
  if (!product.data)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  const { promotion, ...view } = product.data;
  return (
    <Stack>
      <ProductForm key={view.id} productId={view.id} initialValues={productValues(view)} promotion={promotion} />
      <ProductMarketplacesCard productId={view.id} />
    </Stack>
  );
}
