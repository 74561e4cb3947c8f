import { useState } from 'react';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import type { TMassActionInput, TMassActionResult } from '../../../core/orders/schema.ts';

/**
 * Runs a mass action and keeps its per-order results for the results table; given onAllDone, an
 * action with no refusal goes there instead (a toast says so) and only refusals are kept.
 */
export function useMassAction(onAllDone?: (result: TMassActionResult) => void) {
  const utils = trpc.useUtils();
  const [result, setResult] = useState<TMassActionResult | null>(null);
  const mass = trpc.orders.mass.useMutation({
    onSuccess: (r) => {
      if (onAllDone && r.failed === 0) onAllDone(r);
      else setResult(r);
      void utils.orders.invalidate();
    },
    onError: showError,
  });
  return { run: (input: TMassActionInput) => mass.mutate(input), pending: mass.isPending, result, clear: () => setResult(null) };
}
