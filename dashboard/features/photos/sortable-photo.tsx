import { ActionIcon, Badge, Card, Checkbox, Group, Image, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconEye, IconEyeOff, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPhotoRow } from '../../../core/photos/schema.ts';
import { PHOTO_PATHS } from './paths.ts';

interface Props {
  photo: TPhotoRow;
  /** Dragging is on while one album is shown and the user may edit. */
  draggable: boolean;
  canEdit: boolean;
  selected: boolean;
  onSelect(selected: boolean): void;
  onToggleVisibility(): void;
  onDelete(): void;
}

/** A photo of the grid: its picture, title and status; dragged by its handle (or moved with the keyboard: space, arrows, space). */
export function SortablePhoto({ photo, draggable, canEdit, selected, onSelect, onToggleVisibility, onDelete }: Props) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: photo.id, disabled: !draggable });
  const name = photo.titleEn || t('photos.untitled');
  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding="xs"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1, zIndex: isDragging ? 2 : undefined }}
      data-testid={`photo-card-${photo.id}`}
      data-title={photo.titleEn}
    >
      <Card.Section pos="relative">
        <Image src={photo.thumbnail} alt={name} h={140} fit="cover" style={{ opacity: photo.visibility === 'hidden' ? 0.45 : 1 }} />
        {canEdit && <Checkbox pos="absolute" top={8} left={8} checked={selected} onChange={(e) => onSelect(e.currentTarget.checked)} aria-label={t('photos.grid.select', { name })} data-testid="photo-select" />}
      </Card.Section>
      <Group justify="space-between" mt="xs" gap={4} wrap="nowrap">
        {draggable && (
          <ActionIcon variant="subtle" color="gray" aria-label={t('photos.grid.move', { name })} style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners} data-testid="photo-handle">
            <IconGripVertical size={18} />
          </ActionIcon>
        )}
        <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
          {name}
        </Text>
        <Badge size="sm" color={photo.visibility === 'public' ? 'green' : 'gray'}>
          {t(`content.visibility.${photo.visibility}`)}
        </Badge>
      </Group>
      {canEdit && (
        <Group gap={4} mt={4} justify="flex-end">
          <ActionIcon variant="subtle" component={Link} to={PHOTO_PATHS.edit(photo.id)} aria-label={t('common.edit')}>
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" onClick={onToggleVisibility} aria-label={t(photo.visibility === 'public' ? 'content.list.hide' : 'content.list.show')}>
            {photo.visibility === 'public' ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('common.delete')}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      )}
    </Card>
  );
}
