import { Select } from '@mantine/core';
import type { ListParamsControl } from './use-list-params.ts';

/** A list filter kept in the URL under name; clearing it shows everything. */
export function FilterSelect(props: {
  control: ListParamsControl;
  name: string;
  label: string;
  allLabel: string;
  data: { value: string; label: string }[];
  width?: number;
}) {
  const { control, name } = props;
  return (
    <Select
      aria-label={props.label}
      placeholder={props.allLabel}
      clearable
      data={props.data}
      value={control.params.filters[name] || null}
      onChange={(value) => control.update({ filters: { [name]: value ?? '' } })}
      w={props.width ?? 200}
    />
  );
}
