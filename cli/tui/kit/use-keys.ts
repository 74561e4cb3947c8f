import { useInput, type Key } from 'ink';
import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * useInput with the handler of the latest render. Ink attaches a new handler in a passive
 * effect, after the frame is drawn: a key typed as soon as a list appears would reach the
 * handler of the render before, which saw no rows. The ref is set during the commit instead.
 */
export function useKeys(handler: (input: string, key: Key) => void, options: { isActive?: boolean } = {}): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  const stable = useCallback((input: string, key: Key) => latest.current(input, key), []);
  useInput(stable, options);
}
