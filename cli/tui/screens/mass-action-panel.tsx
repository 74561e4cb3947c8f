import { Box, Text } from 'ink';
import { useState } from 'react';
import type { TMassActionInput, TMassActionResult } from '../../../core/orders/schema.ts';
import { MASS_ACTIONS } from '../../../core/orders/status.ts';
import { failureLine } from '../../program/failure.ts';
import { plural } from '../../ui/format.ts';
import { Confirm } from '../kit/confirm.tsx';
import { FilterList } from '../kit/filter-list.tsx';
import { useScreenEnv } from '../kit/screen-context.tsx';
import { useKeys } from '../kit/use-keys.ts';

type MassAction = TMassActionInput['action'];

export const MASS_ACTION_LABELS: Record<MassAction, string> = {
  markPaid: 'Mark as paid',
  confirmPayment: 'Confirm payment',
  complete: 'Complete',
  cancel: 'Cancel',
};

type Step = { kind: 'choose' } | { kind: 'confirm'; action: MassAction } | { kind: 'running' } | { kind: 'done'; result: TMassActionResult };

/**
 * A mass action on the chosen orders: pick the action, confirm, then each order's result (the
 * orders an action does not apply to say why). Any key after the results closes the panel.
 */
export function MassActionPanel({ ids, onClose }: { ids: string[]; onClose(changed: boolean): void }) {
  const env = useScreenEnv();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string>();
  useKeys(() => onClose(true), { isActive: step.kind === 'done' });
  const run = (action: MassAction) => {
    setStep({ kind: 'running' });
    env.connection.api.orders.mass.mutate({ action, ids }).then(
      (result) => setStep({ kind: 'done', result }),
      (e: unknown) => {
        setError(failureLine(e));
        setStep({ kind: 'choose' });
      },
    );
  };
  return (
    <Box flexDirection="column" borderStyle="round" paddingX={1}>
      <Text bold>{plural(ids.length, 'order')} chosen</Text>
      {error && <Text color={env.theme.bad}>{error}</Text>}
      {step.kind === 'choose' && <FilterList items={MASS_ACTIONS.map((a) => ({ label: MASS_ACTION_LABELS[a], value: a }))} onChoose={(action) => setStep({ kind: 'confirm', action })} />}
      {step.kind === 'confirm' && <Confirm question={`${MASS_ACTION_LABELS[step.action]}: ${plural(ids.length, 'order')}?`} onYes={() => run(step.action)} onNo={() => setStep({ kind: 'choose' })} />}
      {step.kind === 'running' && <Text>Working…</Text>}
      {step.kind === 'done' && (
        <Box flexDirection="column">
          <Text>
            <Text color={env.theme.good}>{step.result.succeeded} done</Text>, <Text color={step.result.failed ? env.theme.bad : undefined}>{step.result.failed} not</Text>
          </Text>
          {step.result.results.map((r) => (
            <Text key={r.id}>
              #{r.orderNo ?? '?'} {r.ok ? <Text color={env.theme.good}>ok</Text> : <Text color={env.theme.bad}>{r.reason ?? r.code}</Text>}
            </Text>
          ))}
          <Text dimColor={env.theme.dim}>Any key to go back to the list.</Text>
        </Box>
      )}
    </Box>
  );
}
