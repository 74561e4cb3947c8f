import { useState } from 'react';
import { ProductForm } from './product-form.tsx';
import { emptyProduct } from './product-form-values.ts';

/** /manage/products/add (editors only: the route asks for the Editor level). */
export default function ProductAddPage() {
  const [initialValues] = useState(emptyProduct);
  return <ProductForm initialValues={initialValues} />;
}
