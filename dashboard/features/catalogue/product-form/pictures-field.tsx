import { ActionIcon, Badge, Card, Group, Image, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from '../../../../core/catalogue/constants.ts';
import { showDialog } from '../../../app/dialogs.tsx';
import { useCanEdit } from '../../../app/screen-access.tsx';
import { FileDrop } from '../../../components/file-drop.tsx';
import { useUploader } from '../../../components/use-uploader.ts';
import { usePictureSrc } from '../../../components/use-picture-src.ts';
import { FieldError } from './field-error.tsx';
import type { ProductForm } from './product-form-values.ts';

/** The product's pictures: uploaded, shown as thumbnails, put in order (not by a viewer); the first is the main picture. */
export function PicturesField({ form }: { form: ProductForm }) {
  const { t } = useTranslation();
  const src = usePictureSrc();
  const canEdit = useCanEdit();
  const images = form.getValues().images;
  const { upload, uploading } = useUploader('product-image', (uploaded) => form.insertListItem('images', { uploadId: uploaded.id, url: null }));
  const add = (files: File[]) => {
    if (form.getValues().images.length + files.length > CATALOGUE_LIMITS.maxImages) return showDialog('notice', CATALOGUE_MESSAGES.tooManyImages);
    upload(files);
  };
  const move = (from: number, to: number) => form.reorderListItem('images', { from, to });
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('catalogue.form.pictures')}{' '}
        <Text span c="red">
          *
        </Text>
      </Text>
      <FileDrop
        purpose="product-image"
        multiple
        onDrop={add}
        loading={uploading}
        disabled={images.length >= CATALOGUE_LIMITS.maxImages}
        title={t('catalogue.form.dropPictures')}
        hint={t('catalogue.form.picturesHint', { max: CATALOGUE_LIMITS.maxImages })}
        icon={<IconPhotoPlus size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />}
        testId="picture-drop"
      />
      <FieldError form={form} path="images" />
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} data-testid="product-pictures">
          {images.map((image, index) => (
            <Card key={`${image.uploadId ?? image.url}-${index}`} withBorder padding={4}>
              <Card.Section pos="relative">
                <Image src={src(image)} alt="" h={120} fit="cover" />
                {index === 0 && (
                  <Badge pos="absolute" top={6} style={{ insetInlineStart: 6 }} size="sm">
                    {t('catalogue.form.mainPicture')}
                  </Badge>
                )}
              </Card.Section>
              {canEdit && (
                <Group justify="space-between" gap={0} mt={4} wrap="nowrap">
                  <Group gap={0} wrap="nowrap">
                    <ActionIcon variant="subtle" size="sm" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('catalogue.form.moveLeft')}>
                      <IconArrowLeft size={16} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" size="sm" disabled={index === images.length - 1} onClick={() => move(index, index + 1)} aria-label={t('catalogue.form.moveRight')}>
                      <IconArrowRight size={16} />
                    </ActionIcon>
                    <Tooltip label={t('catalogue.form.makeMain')}>
                      <ActionIcon variant="subtle" size="sm" disabled={index === 0} onClick={() => move(index, 0)} aria-label={t('catalogue.form.makeMain')}>
                        <IconStar size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                  <ActionIcon variant="subtle" size="sm" color="red" onClick={() => form.removeListItem('images', index)} aria-label={t('catalogue.form.removePicture')}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              )}
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
