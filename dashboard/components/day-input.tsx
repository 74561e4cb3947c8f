import { DateInput } from '@mantine/dates';

/** 'YYYY-MM-DD' of a date as the browser's calendar shows it, and back (midnight there). */
export const dayOf = (date: Date | null) => (date ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}` : null);
export const dateOf = (day: string | null) => (day ? new Date(`${day}T00:00:00`) : null);

interface Props {
  label: string;
  value: Date | null;
  onChange(value: Date | null): void;
  error?: React.ReactNode;
  withAsterisk?: boolean;
}

/** A calendar day picked as a Date (midnight in the browser's time zone). */
export function DayInput({ value, onChange, ...rest }: Props) {
  return <DateInput valueFormat="YYYY-MM-DD" clearable value={dayOf(value)} onChange={(day) => onChange(dateOf(day))} {...rest} />;
}
