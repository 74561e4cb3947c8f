import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Sets some of the address's query pairs; an empty or null value removes its key. */
export type SearchUpdate = (pairs: Record<string, string | null>) => void;

/**
 * Changes the query pairs a screen keeps its state in (a report's period, sort or page), in place
 * of the current history entry, so Back leaves the screen instead of stepping through its filters.
 */
export function useSearchUpdate(): SearchUpdate {
  const [, setSearch] = useSearchParams();
  return useCallback<SearchUpdate>(
    (pairs) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(pairs)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
}
