import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCanEdit } from '../app/screen-access.tsx';

type Props = { label: string; testId?: string } & ({ to: string } | { onClick(): void });

/** A list's Add button, to the add page or opening the add dialog: a viewer of the screen's module does not see it. */
export function AddButton({ label, testId, ...action }: Props) {
  const canEdit = useCanEdit();
  const icon = <IconPlus size={16} />;
  if (!canEdit) return null;
  if ('to' in action)
    return (
      <Button component={Link} to={action.to} leftSection={icon} data-testid={testId}>
        {label}
      </Button>
    );
  return (
    <Button onClick={action.onClick} leftSection={icon} data-testid={testId}>
      {label}
    </Button>
  );
}
