import { Text } from '@mantine/core';
import type { ProductForm } from './product-form-values.ts';

/** The message of a field that has no input of its own (a list: pictures, variants, tiers). */
export function FieldError({ form, path }: { form: ProductForm; path: string }) {
  const error = form.errors[path];
  if (!error) return null;
  return (
    <Text c="red" size="sm" data-error-path={path}>
      {error}
    </Text>
  );
}
