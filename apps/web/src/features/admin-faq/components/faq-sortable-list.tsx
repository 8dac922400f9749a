import { Stack } from '@mantine/core'
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import type { FaqItemDto } from '@acolhe/shared/api/faq'
import { adminFaqTexts as t } from '@acolhe/shared/texts/ui-admin'
import { FaqSortableItem } from './faq-sortable-item'

export type FaqSortableListProps = {
  questions: FaqItemDto[]
  /** Position (1-based) of the first question of the page, for the screen-reader announcements. */
  firstPosition: number
  busy: boolean
  onReorder: (ids: string[]) => void
  onEdit: (question: FaqItemDto) => void
  onDelete: (question: FaqItemDto) => void
}

/** The questions of one page with drag handles (dnd-kit: pointer, touch and keyboard), announced in Portuguese. */
export function FaqSortableList({ questions, firstPosition, busy, onReorder, onEdit, onDelete }: FaqSortableListProps) {
  // A small move threshold keeps a click on the handle from starting a drag.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = questions.map((question) => question.id)
  const positionOf = (id: string | number) => firstPosition + ids.indexOf(String(id))
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dragPickedUp(positionOf(active.id)),
    onDragOver: ({ over }) => (over ? t.dragOver(positionOf(over.id)) : undefined),
    onDragEnd: ({ over }) => (over ? t.dragDropped(positionOf(over.id)) : t.dragCancelled),
    onDragCancel: () => t.dragCancelled,
  }

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.dragInstructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="sm" component="ol" aria-label={t.title} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {questions.map((question) => (
            <li key={question.id}>
              <FaqSortableItem question={question} disabled={busy} onEdit={() => onEdit(question)} onDelete={() => onDelete(question)} />
            </li>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  )
}
