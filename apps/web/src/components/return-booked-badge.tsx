import { Badge } from '@mantine/core'
import { IconCalendarCheck } from '@tabler/icons-react'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'

/** 'Retorno marcado': a live return was booked from this consultation (the server's `has_return`). */
export function ReturnBookedBadge() {
  return (
    <Badge color="blue" variant="outline" leftSection={<IconCalendarCheck size={12} aria-hidden="true" />} data-testid="return-booked" maw="none">
      {t.returnBooked}
    </Badge>
  )
}
