import { Center, Loader } from '@mantine/core';
import { trpc } from '../../app/trpc.ts';
import { HoursForm } from './hours-form.tsx';

/** /profile/business-hour: the company's own opening hours. */
export default function BusinessHourPage() {
  const utils = trpc.useUtils();
  const hours = trpc.profile.hours.useQuery();
  const save = trpc.profile.saveHours.useMutation();
  if (!hours.data) return <Center py="xl">{hours.error ? null : <Loader size="sm" />}</Center>;
  return <HoursForm key={hours.dataUpdatedAt} hours={hours.data} save={(values) => save.mutateAsync(values)} onSaved={() => void utils.profile.hours.invalidate()} />;
}
