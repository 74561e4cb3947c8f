import { useState } from 'react';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import type { TMassActionInput, TMassActionResult } from '../../../core/orders/schema.ts';

/** Runs a mass action and keeps its per-order results for the results table. */
export function useMassAction() {
  const utils = trpc.useUtils();
  const [result, setResult] = useState<TMassActionResult | null>(null);
  const mass = trpc.orders.mass.useMutation({
    onSuccess: (r) => {
      setResult(r);
      void utils.orders.invalidate();
    },
    onError: showError,
  });
  return { run: (input: TMassActionInput) => mass.mutate(input), pending: mass.isPending, result, clear: () => setResult(null) };
}
