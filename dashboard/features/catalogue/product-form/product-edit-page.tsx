import { Alert, Center, Loader } from '@mantine/core';
import { useParams } from 'react-router';
import { errorInfo, trpc } from '../../../app/trpc.ts';
import { EditorOnly } from '../editor-only.tsx';
import { ProductForm } from './product-form.tsx';
import { productValues } from './product-form-values.ts';

/** /manage/products/edit/{id}: the product as stored, in the same form as adding. */
export default function ProductEditPage() {
  const id = useParams().id ?? '';
  const product = trpc.products.get.useQuery({ id }, { staleTime: Infinity, gcTime: 0 });
  let content;
  if (product.error) content = <Alert color="red">{errorInfo(product.error).message}</Alert>;
  else if (!product.data)
    content = (
      <Center h={200}>
        <Loader />
      </Center>
    );
  else {
    const { promotion, ...view } = product.data;
    content = <ProductForm key={view.id} productId={view.id} initialValues={productValues(view)} promotion={promotion} />;
  }
  return <EditorOnly>{content}</EditorOnly>;
}
