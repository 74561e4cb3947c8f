import { useState } from 'react';
import { EditorOnly } from '../editor-only.tsx';
import { ProductForm } from './product-form.tsx';
import { emptyProduct } from './product-form-values.ts';

/** /manage/products/add */
export default function ProductAddPage() {
  const [initialValues] = useState(emptyProduct);
  return (
    <EditorOnly>
      <ProductForm initialValues={initialValues} />
    </EditorOnly>
  );
}
