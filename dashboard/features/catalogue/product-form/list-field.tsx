import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '../../../app/screen-access.tsx';
import { FieldError } from './field-error.tsx';
import type { ProductForm } from './product-form-values.ts';

interface Props {
  form: ProductForm;
  /** The list's field path ('specs', 'variants.0.options'): its own message shows below the rows. */
  path: string;
  title: string;
  addLabel: string;
  onAdd(): void;
  /** False once the list holds its maximum. */
  canAdd?: boolean;
  children: ReactNode;
  testId?: string;
}

/** A list of rows in the product form (specifications, options, tiers...) with its Add button (not for a viewer). */
export function ListField({ form, path, title, addLabel, onAdd, canAdd = true, children, testId }: Props) {
  const canEdit = useCanEdit();
  return (
    <Stack gap="xs" data-testid={testId}>
      <Group justify="space-between">
        <Text fw={500} size="sm">
          {title}
        </Text>
        {canEdit && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={onAdd} disabled={!canAdd}>
            {addLabel}
          </Button>
        )}
      </Group>
      {children}
      <FieldError form={form} path={path} />
    </Stack>
  );
}

/** Removes one row of a list (not for a viewer); beside labelled inputs it sits level with the inputs, not their labels. */
export function RemoveRowButton({ onClick, besideLabels = true }: { onClick(): void; besideLabels?: boolean }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  if (!canEdit) return null;
  return (
    <ActionIcon variant="subtle" color="red" onClick={onClick} aria-label={t('catalogue.form.removeRow')} mt={besideLabels ? 28 : 4}>
      <IconTrash size={18} />
    </ActionIcon>
  );
}
