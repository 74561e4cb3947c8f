import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload(): void;
}

interface State<T> {
  /** The call the answer is for: an answer to an older question (another filter) is not shown. */
  for?: () => Promise<T>;
  data?: T;
  error?: Error;
  loading: boolean;
}

/**
 * Calls load when deps change (and every pollMs while the screen is open, for live lists);
 * an answer that comes after a newer call started is dropped. Polling keeps the answer on screen
 * while it asks again; from the render where deps change, the old answer is gone, so no key acts
 * on rows of the filter before.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[], pollMs?: number): Loaded<T> {
  const [state, setState] = useState<State<T>>({ loading: true });
  const call = useRef(0);
  const run = useCallback(load, deps);
  const reload = useCallback(() => {
    const mine = ++call.current;
    setState((s) => ({ ...s, loading: true }));
    run().then(
      (data) => mine === call.current && setState({ for: run, data, loading: false }),
      (error: unknown) =>
        mine === call.current && setState((s) => ({ for: run, data: s.for === run ? s.data : undefined, error: error instanceof Error ? error : new Error(String(error)), loading: false })),
    );
  }, [run]);
  useEffect(() => {
    reload();
    if (!pollMs) return;
    const timer = setInterval(reload, pollMs);
    return () => clearInterval(timer);
  }, [reload, pollMs]);
  const current = state.for === run;
  return { data: current ? state.data : undefined, error: current ? state.error : undefined, loading: state.loading || !current, reload };
}
