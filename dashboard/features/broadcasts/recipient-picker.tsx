import { Alert, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BROADCAST_LIMITS } from '../../../core/broadcasts/constants.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';

interface Props {
  value: string[];
  onChange(ids: string[]): void;
  /** Labels of members chosen before (the saved recipients), by id. */
  known: Record<string, string>;
  error?: string;
}

/** Members to send to, searched on the server by number, name or e-mail; at most 30, warned when full. Read-only for a viewer. */
export function RecipientPicker({ value, onChange, known, error }: Props) {
  const { t } = useTranslation();
  const readOnly = !useCanEdit();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [labels, setLabels] = useState(known);
  const found = trpc.broadcasts.members.useQuery({ search: debounced }, { enabled: !readOnly });
  const options = Object.fromEntries([...Object.entries(labels), ...(found.data ?? []).map((m) => [m.id, `#${m.memberNo} ${m.name} <${m.email}>`] as const)]);
  const full = value.length >= BROADCAST_LIMITS.recipients;
  return (
    <>
      <MultiSelect
        label={t('broadcasts.recipients')}
        description={`${value.length} / ${BROADCAST_LIMITS.recipients}`}
        placeholder={t('broadcasts.searchMembers')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        maxValues={BROADCAST_LIMITS.recipients}
        data={Object.entries(options).map(([id, label]) => ({ value: id, label }))}
        value={value}
        onChange={(ids) => {
          setLabels((before) => ({ ...before, ...Object.fromEntries(ids.map((id) => [id, options[id] ?? id])) }));
          onChange(ids);
        }}
        readOnly={readOnly}
        error={error}
        data-testid="broadcast-recipients"
      />
      {full && !readOnly && (
        <Alert color="yellow" data-testid="recipients-full">
          {t('broadcasts.recipientsFull', { max: BROADCAST_LIMITS.recipients })}
        </Alert>
      )}
    </>
  );
}
