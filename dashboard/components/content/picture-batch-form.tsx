import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Card, FileButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TVisibility } from '../../../core/content/schema.ts';
import { UPLOAD_POLICIES } from '../../../core/uploads/policies.ts';
import { showDialog } from '../../app/dialogs.tsx';
import { LeaveGuard } from '../../app/leave-guard.tsx';
import { FileDrop } from '../file-drop.tsx';
import { PictureThumb } from '../picture-thumb.tsx';
import { SaveActions } from '../save-actions.tsx';
import { usePictureSrc } from '../use-picture-src.ts';
import { useUploader } from '../use-uploader.ts';
import { VisibilityInput } from './visibility-input.tsx';

interface Uploaded {
  id: string;
  name: string;
}

interface Props {
  /** The most pictures a batch takes (spec section 5: 20). */
  max: number;
  /** What a batch over max and an empty batch say (core's messages). */
  messages: { tooMany: string; atLeastOne: string };
  /** The drop area's words: its title and its hint (given how many are added). */
  texts: { drop: string; dropHint(count: number): string };
  /** Where the batch goes (photos: an album; the gallery: group, category and starting order), beside the visibility. */
  children: ReactNode;
  /** Checks the targets before sending (their messages under their fields); false stops the save. */
  checkTargets(): boolean;
  /** Sends the batch; saved tells the form it went (no leave warning). */
  onSave(batch: { pictureIds: string[]; visibility: TVisibility }): void;
  saving: boolean;
  saved: boolean;
  back: string;
  /** Also a Take photo button opening a phone's back camera (capture="environment", as PictureInput's). */
  camera?: boolean;
  testId: string;
  dropTestId: string;
}

/**
 * Add multiple (photos, the gallery): up to max content pictures, each sent as it is dropped and
 * shown with a remove button, and their visibility; the type's own targets come as children. The
 * server adds them all at once, or none.
 */
export function PictureBatchForm({ max, messages, texts, children, checkTargets, onSave, saving, saved, back, camera = false, testId, dropTestId }: Props) {
  const { t } = useTranslation();
  const src = usePictureSrc();
  const [visibility, setVisibility] = useState<TVisibility>('public');
  const [pictures, setPictures] = useState<Uploaded[]>([]);
  const { upload, uploading } = useUploader('content-picture', (uploaded, file) => setPictures((list) => [...list, { id: uploaded.id, name: file.name }]));
  const add = (files: File[]) => (pictures.length + files.length > max ? showDialog('notice', messages.tooMany) : upload(files));

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!checkTargets()) return;
    if (pictures.length === 0) return showDialog('notice', messages.atLeastOne);
    onSave({ pictureIds: pictures.map((p) => p.id), visibility });
  };

  return (
    <form onSubmit={save} noValidate data-testid={testId}>
      <LeaveGuard dirty={pictures.length > 0 && !saved} />
      <Stack>
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {children}
            <VisibilityInput value={visibility} onChange={setVisibility} />
          </SimpleGrid>
        </Card>
        <Card withBorder>
          <Stack>
            <FileDrop
              purpose="content-picture"
              multiple
              onDrop={add}
              loading={uploading}
              disabled={pictures.length >= max}
              title={texts.drop}
              hint={texts.dropHint(pictures.length)}
              icon={<IconPhotoPlus size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />}
              testId={dropTestId}
            />
            {camera && (
              <FileButton onChange={(file) => file && add([file])} accept={UPLOAD_POLICIES['content-picture'].types.join(',')} capture="environment" disabled={pictures.length >= max}>
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconCamera size={18} />} loading={uploading} data-testid="take-photo">
                    {t('catalogue.picture.takePhoto')}
                  </Button>
                )}
              </FileButton>
            )}
            {pictures.length > 0 && (
              <SimpleGrid cols={{ base: 3, sm: 5, md: 8 }} data-testid="batch-photos">
                {pictures.map((picture) => (
                  <Stack key={picture.id} gap={2} align="center">
                    <PictureThumb src={src({ uploadId: picture.id })} alt={picture.name} size={72} />
                    <Group gap={2} wrap="nowrap" maw={96}>
                      <Text size="xs" truncate>
                        {picture.name}
                      </Text>
                      <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('common.delete')} onClick={() => setPictures((list) => list.filter((p) => p.id !== picture.id))}>
                        <IconX size={14} />
                      </ActionIcon>
                    </Group>
                  </Stack>
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </Card>
        <SaveActions saving={saving || uploading} cancelTo={back} saveTestId="save-batch" />
      </Stack>
    </form>
  );
}
