import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';

/** One of the merchant's gallery groups, by name. */
export function GroupSelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation();
  const groups = trpc.gallery.groups.options.useQuery().data ?? [];
  return <Select label={t('gallery.group')} searchable data={groups.map((g) => ({ value: g.id, label: g.nameEn }))} {...props} />;
}
