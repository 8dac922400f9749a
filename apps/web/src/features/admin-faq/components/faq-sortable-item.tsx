import { ActionIcon, Badge, Card, Group, Stack, Text } from '@mantine/core'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react'
import type { FaqItemDto } from '@acolhe/shared/api/faq'
import { adminFaqTexts as t } from '@acolhe/shared/texts/ui-admin'

export type FaqSortableItemProps = { question: FaqItemDto; onEdit: () => void; onDelete: () => void; disabled: boolean }

/** One question card; only the grip handle starts a drag (mouse, touch or keyboard), so the buttons stay clickable. */
export function FaqSortableItem({ question, onEdit, onDelete, disabled }: FaqSortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: question.id, disabled })

  return (
    <Card
      ref={setNodeRef}
      withBorder
      radius="md"
      padding="md"
      data-testid="faq-item"
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 1 : undefined, position: 'relative' }}
      shadow={isDragging ? 'md' : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t.dragHandle(question.question)}
          style={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
          data-testid="faq-drag-handle"
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={20} aria-hidden="true" />
        </ActionIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {question.question}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {question.answer}
          </Text>
          <Group gap="xs">
            <Badge variant="light">{t.priorityBadge(question.priority)}</Badge>
            <Badge variant="outline" color="gray">
              {t.viewsBadge(question.views)}
            </Badge>
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={t.editAction(question.question)} onClick={onEdit}>
            <IconPencil size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={t.deleteAction(question.question)} onClick={onDelete}>
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  )
}
