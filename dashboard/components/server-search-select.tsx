import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';

/**
 * The text typed in a server-searched select, and the search to send: debounced, and empty while
 * the box shows the chosen option's own label (picking an option writes it there: that is no search).
 */
export function useServerSearch(shown: string) {
  const [search, setSearch] = useState(shown);
  const [query] = useDebouncedValue(search === shown ? '' : search.trim(), 300);
  return { search, setSearch, query };
}

type Props = Omit<SelectProps, 'searchable' | 'filter' | 'searchValue' | 'onSearchChange'> & { search: string; onSearch(text: string): void };

/** A select whose options the server found for the text typed, shown as they came (no filtering of its own). */
export function ServerSearchSelect({ search, onSearch, ...props }: Props) {
  return <Select searchable filter={({ options }) => options} searchValue={search} onSearchChange={onSearch} {...props} />;
}
