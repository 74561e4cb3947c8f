import type { ProductForm } from './product-form-values.ts';

/**
 * NumberInput props for a whole-number field of the product form. A cleared input holds
 * `cleared`: null for numbers that may be left out, NaN for required ones (the schema then
 * shows its message). A number below the input's min stays as typed (no clamping on blur): the
 * schema refuses it with its message rather than the input quietly making it 0.
 */
export function wholeNumberProps(form: ProductForm, path: string, cleared: number | null) {
  const props = form.getInputProps(path);
  return {
    ...props,
    value: typeof props.value === 'number' && !Number.isNaN(props.value) ? props.value : '',
    allowDecimal: false,
    clampBehavior: 'none' as const,
    onChange: (value: number | string) => form.setFieldValue(path, value === '' ? cleared : Number(value)),
  };
}
