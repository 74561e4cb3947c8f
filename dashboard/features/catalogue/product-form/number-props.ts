import type { ProductForm } from './product-form-values.ts';

/**
 * NumberInput props for a whole-number field of the product form. A cleared input holds
 * `cleared`: null for numbers that may be left out, NaN for required ones (the schema then
 * shows its message).
 */
export function wholeNumberProps(form: ProductForm, path: string, cleared: number | null) {
  const props = form.getInputProps(path);
  return {
    ...props,
    value: typeof props.value === 'number' && !Number.isNaN(props.value) ? props.value : '',
    allowDecimal: false,
    onChange: (value: number | string) => form.setFieldValue(path, value === '' ? cleared : Number(value)),
  };
}
