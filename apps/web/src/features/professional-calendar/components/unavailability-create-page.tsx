import { useState } from 'react'
import { Button, Paper, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link, useNavigate } from 'react-router'
import type { CalendarSessionDto } from '@acolhe/shared/api/calendar'
import { calendarTexts as t } from '@acolhe/shared/texts/professional-area'
import { errorMessage } from '../../../lib/api-client'
import { useCreateUnavailability } from '../api/create-unavailability'
import { BookedSessionsAlert } from './booked-sessions-alert'
import { BackLink, CalendarPageHeader } from './calendar-page-header'
import { UnavailabilityForm } from './unavailability-form'

/**
 * /profissional/calendario/indisponibilidade/criar. Back to the list after success; when the period
 * covers booked sessions, stays here and lists them (they remain booked).
 */
export function UnavailabilityCreatePage({ calendarTo }: { calendarTo: string }) {
  const create = useCreateUnavailability()
  const navigate = useNavigate()
  const [conflicts, setConflicts] = useState<CalendarSessionDto[]>([])

  return (
    <Stack gap="lg" maw={720}>
      <CalendarPageHeader
        title={t.createUnavailabilityTitle}
        intro={t.createUnavailabilityIntro}
        back={<BackLink to={calendarTo} label={t.backToCalendar} />}
      />
      {conflicts.length > 0 ? (
        <Stack gap="md">
          <BookedSessionsAlert title={t.conflictsTitle} body={t.conflictsBody} sessions={conflicts} />
          <Button component={Link} to={calendarTo} w="fit-content">
            {t.backToCalendar}
          </Button>
        </Stack>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <UnavailabilityForm
            submitLabel={t.createUnavailabilitySubmit}
            pending={create.isPending}
            onSubmit={(body) =>
              create.mutate(body, {
                onSuccess: (change) => {
                  notifications.show({ color: 'green', message: t.unavailabilityCreated })
                  if (change.conflicting_sessions.length > 0) setConflicts(change.conflicting_sessions)
                  else navigate(calendarTo)
                },
                onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.unavailabilityCreateError) }),
              })
            }
          />
        </Paper>
      )}
    </Stack>
  )
}
