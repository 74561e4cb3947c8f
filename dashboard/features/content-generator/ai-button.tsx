import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';

/** The button that opens a generation. */
export function AiButton({ label, onClick, testId, disabled }: { label: string; onClick(): void; testId: string; disabled?: boolean }) {
  return (
    <Button variant="light" leftSection={<IconSparkles size={16} />} disabled={disabled} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
