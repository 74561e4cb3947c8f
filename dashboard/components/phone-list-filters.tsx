import { useState } from 'react';
import { Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListParamsControl } from './list/use-list-params.ts';

/** A phone list's search: sent with the keyboard's Search key (not on every letter), kept in the URL. */
export function PhoneSearch({ control }: { control: ListParamsControl }) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState(control.params.search);
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        control.update({ search: searchText.trim() });
      }}
    >
      <TextInput
        type="search"
        enterKeyHint="search"
        leftSection={<IconSearch size={18} />}
        placeholder={t('content.list.searchPlaceholder')}
        aria-label={t('list.search')}
        value={searchText}
        onChange={(e) => setSearchText(e.currentTarget.value)}
      />
    </form>
  );
}

interface CategoryFilterProps {
  control: ListParamsControl;
  options: { id: string; nameEn: string }[];
  /** What the type calls its categories and all of them (a photo's album: "Album", "All albums"). */
  label: string;
  allLabel: string;
  testId?: string;
}

/** A phone list's category filter (the URL's `category`), cleared to show every category. */
export function PhoneCategoryFilter({ control, options, label, allLabel, testId }: CategoryFilterProps) {
  return (
    <Select
      aria-label={label}
      placeholder={allLabel}
      clearable
      data={options.map((c) => ({ value: c.id, label: c.nameEn }))}
      value={control.params.filters.category || null}
      onChange={(value) => control.update({ filters: { category: value ?? '' } })}
      data-testid={testId}
    />
  );
}
