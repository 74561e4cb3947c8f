import type { ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';

/** Drag by pointer (after 4 px, so a click stays a click) or by keyboard (space, arrows, space): the sensors of every drag-sort screen. */
export function useSortSensors() {
  return useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
}

/** The list in its new order after a drop, or null when nothing moved. */
export function movedOrder<T extends { id: string }>(items: T[], { active, over }: DragEndEvent): T[] | null {
  if (!over || active.id === over.id) return null;
  return arrayMove(items, items.findIndex((i) => i.id === active.id), items.findIndex((i) => i.id === over.id));
}

interface ListProps<T extends { id: string }> {
  items: T[];
  onMove(next: T[]): void;
  disabled?: boolean;
  strategy?: SortingStrategy;
  children: ReactNode;
}

/** A drag-sort area over items (each rendered inside as a SortableRow or with useSortable). */
export function SortableArea<T extends { id: string }>({ items, onMove, disabled, strategy = verticalListSortingStrategy, children }: ListProps<T>) {
  const sensors = useSortSensors();
  const onDragEnd = (event: DragEndEvent) => {
    const next = movedOrder(items, event);
    if (next) onMove(next);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((i) => i.id)} strategy={strategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One row of a SortableArea, dragged by its handle (labelled handleLabel for screen readers). */
export function SortableRow({ id, handleLabel, disabled, children, testId }: { id: string; handleLabel: string; disabled?: boolean; children: ReactNode; testId?: string }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1, display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}
      data-testid={testId}
    >
      {!disabled && (
        <ActionIcon variant="subtle" color="gray" aria-label={handleLabel} style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners} data-testid="sort-handle">
          <IconGripVertical size={18} />
        </ActionIcon>
      )}
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </div>
  );
}
