import { Alert, Center, Loader, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { HoursForm } from './hours-form.tsx';

function BranchHours({ branchId }: { branchId: string }) {
  const utils = trpc.useUtils();
  const hours = trpc.branchHours.get.useQuery({ branchId });
  const save = trpc.branchHours.save.useMutation();
  if (!hours.data) return <Center py="xl">{hours.error ? null : <Loader size="sm" />}</Center>;
  return <HoursForm key={`${branchId}-${hours.dataUpdatedAt}`} hours={hours.data} save={(values) => save.mutateAsync({ ...values, branchId })} onSaved={() => void utils.branchHours.get.invalidate({ branchId })} />;
}

/** /manage/branch/business-hour: pick a branch, then edit its opening hours (the same form as the company's). */
export default function BranchHoursPage() {
  const { t } = useTranslation();
  const branches = trpc.branchHours.branches.useQuery();
  const [picked, setPicked] = useState<string | null>(null);
  if (!branches.data) return <Center py="xl">{branches.error ? null : <Loader size="sm" />}</Center>;
  if (branches.data.length === 0) return <Alert color="gray">{t('profile.hours.noBranches')}</Alert>;
  const branchId = picked ?? branches.data[0]!.id;
  return (
    <Stack>
      <Select label={t('profile.hours.branch')} data={branches.data.map((b) => ({ value: b.id, label: b.nameEn }))} value={branchId} onChange={setPicked} allowDeselect={false} data-testid="branch-select" />
      <BranchHours branchId={branchId} />
    </Stack>
  );
}
