import { DatePickerInput } from '@mantine/dates';
import type { ListParamsControl } from './use-list-params.ts';

/** A custom range of days kept in the URL (filters from, to); choosing one clears the date shortcut. */
export function DateRangeFilter({ control, label }: { control: ListParamsControl; label: string }) {
  const { from, to } = control.params.filters;
  return (
    <DatePickerInput
      type="range"
      aria-label={label}
      placeholder={label}
      clearable
      allowSingleDateInRange
      valueFormat="YYYY-MM-DD"
      value={[from || null, to || null]}
      onChange={([start, end]) => {
        if (start && !end) return;
        control.update({ shortcut: null, filters: { from: start ?? '', to: end ?? '' } });
      }}
      w={240}
    />
  );
}
