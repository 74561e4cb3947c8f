import { Input, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VISIBILITIES } from '../../../core/catalogue/constants.ts';
import type { TVisibility } from '../../../core/content/schema.ts';

interface Props {
  value?: TVisibility;
  onChange?(value: TVisibility): void;
}

/** Whether the website shows an item (public or hidden): a form's field, spread from getInputProps('visibility'). */
export function VisibilityInput({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={t('content.visibility.label')}>
      <SegmentedControl fullWidth value={value} onChange={(v) => onChange?.(v as TVisibility)} data={VISIBILITIES.map((v) => ({ value: v, label: t(`content.visibility.${v}`) }))} />
    </Input.Wrapper>
  );
}
