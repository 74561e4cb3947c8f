import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload(): void;
}

/**
 * Calls load when deps change (and every pollMs while the screen is open, for live lists);
 * an answer that comes after a newer call started is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[], pollMs?: number): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });
  const call = useRef(0);
  const run = useCallback(load, deps);
  const reload = useCallback(() => {
    const mine = ++call.current;
    setState((s) => ({ ...s, loading: true }));
    run().then(
      (data) => mine === call.current && setState({ data, loading: false }),
      (error: unknown) => mine === call.current && setState((s) => ({ data: s.data, error: error instanceof Error ? error : new Error(String(error)), loading: false })),
    );
  }, [run]);
  useEffect(() => {
    reload();
    if (!pollMs) return;
    const timer = setInterval(reload, pollMs);
    return () => clearInterval(timer);
  }, [reload, pollMs]);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
