import { Modal, Stack, Text, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { useFormSave, useScreenForm } from '../../../app/forms.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { schemaResolver } from '../../../components/zod-errors.ts';

interface Props {
  title: string;
  label: string;
  name: string;
  /** Core's input schema of the kind ({ name }). */
  schema: z.ZodType;
  save(values: { name: string }): Promise<unknown>;
  onClose(): void;
  onSaved(): void;
}

/** Add or rename a thing that is only a name (a tag, a Google category). */
export function NameFormModal({ title, label, name, schema, save, onClose, onSaved }: Props) {
  const form = useScreenForm({ initialValues: { name }, validate: schemaResolver(schema) });
  const { submit, saving } = useFormSave(form, save, onSaved);
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{title}</Text>} centered>
      <form onSubmit={submit} noValidate data-testid="name-form">
        <Stack>
          <TextInput label={label} withAsterisk data-autofocus {...form.getInputProps('name')} />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
