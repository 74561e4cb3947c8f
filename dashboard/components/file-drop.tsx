import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload, IconX } from '@tabler/icons-react';
import { UPLOAD_POLICIES, type UploadPurpose } from '../../core/uploads/policies.ts';
import { showDialog } from '../app/dialogs.tsx';
import { useCanEdit } from '../app/screen-access.tsx';

interface Props {
  /** The upload purpose whose types and size limit the area accepts. */
  purpose: UploadPurpose;
  onDrop(files: File[]): void;
  title: string;
  hint?: string;
  icon: ReactNode;
  multiple?: boolean;
  loading?: boolean;
  disabled?: boolean;
  testId?: string;
  /** Told each refused file's name and why (the policy's message), instead of the error dialog, for a screen that lists them. */
  onReject?(refused: { name: string; reason: string }[]): void;
}

/**
 * An area to drop files on or click to choose them, accepting what the purpose's policy accepts.
 * A file of the wrong type or too large is refused with the policy's message; the server checks
 * the content again. Every upload changes something: a viewer of the screen's module does not see it.
 */
export function FileDrop({ purpose, onDrop, title, hint, icon, multiple = false, loading, disabled, testId, onReject }: Props) {
  const policy = UPLOAD_POLICIES[purpose];
  const canEdit = useCanEdit();
  if (!canEdit) return null;
  return (
    <Dropzone
      onDrop={onDrop}
      onReject={(rejections) => {
        const reasonOf = (r: (typeof rejections)[number]) => (r.errors.some((e) => e.code === 'file-too-large') ? policy.tooLarge : policy.wrongType);
        if (onReject) return onReject(rejections.map((r) => ({ name: r.file.name, reason: reasonOf(r) })));
        showDialog('error', rejections.some((r) => reasonOf(r) === policy.tooLarge) ? policy.tooLarge : policy.wrongType);
      }}
      accept={[...policy.types]}
      maxSize={policy.maxBytes}
      multiple={multiple}
      loading={loading}
      disabled={disabled}
      data-testid={testId}
    >
      <Group justify="center" gap="lg" mih={88} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={40} stroke={1.5} color="var(--mantine-color-blue-6)" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={40} stroke={1.5} color="var(--mantine-color-red-6)" />
        </Dropzone.Reject>
        <Dropzone.Idle>{icon}</Dropzone.Idle>
        <Stack gap={2}>
          <Text size="md">{title}</Text>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
      </Group>
    </Dropzone>
  );
}
