import { ProgressBar } from '@inkjs/ui';
import { Box, Text, render } from 'ink';
import { formatCount } from '../../../core/shared/numbers.ts';


function CountProgressView({ label, done, total, unit }: { label: string; done: number; total: number; unit: string }) {
  return (
    <Box gap={1}>
      <Text>{label}</Text>
      <Box width={40}>
        <ProgressBar value={total === 0 ? 100 : Math.min(100, Math.round((done / total) * 100))} />
      </Box>
      <Text>
        {formatCount(done)} of {formatCount(total)} {unit}
      </Text>
    </Box>
  );
}

/** Draws "label [bar] done of total unit" on stderr until stopped; stopping leaves nothing behind. */
export function showCountProgress(label: string, unit: string, total: number): { update(done: number, total: number): void; stop(): void } {
  const instance = render(<CountProgressView label={label} done={0} total={total} unit={unit} />, { stdout: process.stderr, patchConsole: false });
  return {
    update: (done, total) => instance.rerender(<CountProgressView label={label} done={done} total={total} unit={unit} />),
    stop() {
      instance.clear();
      instance.unmount();
    },
  };
}
