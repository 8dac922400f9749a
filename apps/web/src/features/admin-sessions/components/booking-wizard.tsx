import { useState, type ReactNode } from 'react'
import { Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { sessionTexts } from '@acolhe/shared/texts/session'
import { adminSessionBookingTexts as t } from '@acolhe/shared/texts/ui-admin'
import { uiPageTitles } from '@acolhe/shared/texts/ui-pages'
import { PageTitle } from '../../../components/page-title'
import { StepIndicator } from '../../../components/step-indicator'
import { errorMessage } from '../../../lib/api-client'
import { isHourRefusal } from '../../../lib/hour-refusal'
import { useCreateSession } from '../api/create-session'
import { personName } from '../lib/person-name'
import { useBookingNavigation } from '../lib/use-booking-navigation'
import { useCachedPatient } from '../lib/use-cached-patient'
import { PatientStep } from './patient-step'
import { ProfessionalStep } from './professional-step'
import { SuccessStep } from './success-step'

const STEP_LABELS = [t.stepPatients, t.stepProfessionals, t.stepDateTime, t.stepSuccess] as const

/** The hour chosen at step 3. */
export type ChosenHour = { selectedDate: string; availableDateId: string; isOnline: boolean }

/** What step 3 receives: the route file plugs in the patient wizard's date-time step (features do not import each other). */
export type DateTimeStepSlotProps = {
  professionalId: string
  confirming: boolean
  /** Why the last attempt failed (the hour was taken meanwhile), shown above the calendar. */
  conflict: string | null
  onConfirm: (hour: ChosenHour) => void
  onBack: () => void
}


/**
 * /admin/consultas/agendar 'Agendar Consulta' (docs/decisions/012-admin-sessions.md): Pacientes, Profissionais, Data/Hora, Sucesso.
 * The state lives in `d`; the booking is made for the chosen patient and left awaiting payment.
 */
export function AdminBookingWizard({ renderDateTimeStep }: { renderDateTimeStep: (props: DateTimeStepSlotProps) => ReactNode }) {
  const { state, step, stepId, go, choose } = useBookingNavigation()
  const create = useCreateSession()
  const [conflict, setConflict] = useState<string | null>(null)
  // A new attempt number remounts step 3, so its hours are read again after a refusal.
  const [attempt, setAttempt] = useState(0)
  const patient = useCachedPatient(state.userId)

  const book = (hour: ChosenHour) => {
    if (!state.userId || !state.professionalId) {
      notifications.show({ color: 'red', message: t.missingData })
      return
    }
    setConflict(null)
    create.mutate(
      {
        user_id: state.userId,
        professional_id: state.professionalId,
        selected_date: hour.selectedDate,
        available_date_id: hour.availableDateId,
        is_online: hour.isOnline,
        type: 'DEFAULT',
      },
      {
        onSuccess: (session) => {
          notifications.show({ color: 'green', message: t.bookingSuccess })
          go({ step: 4, userId: state.userId, professionalId: state.professionalId, sessionId: session.id }, { replace: true })
        },
        onError: (error) => {
          if (isHourRefusal(error)) {
            setConflict(errorMessage(error, sessionTexts.hourTaken))
            setAttempt((n) => n + 1)
            return
          }
          notifications.show({ color: 'red', message: errorMessage(error, t.bookingError) })
        },
      },
    )
  }

  return (
    <Stack gap="lg" maw={1200}>
      <PageTitle title={uiPageTitles.adminSessionBook} />
        <Title order={1} size="h2">
          {t.title}
        </Title>
        <StepIndicator labels={STEP_LABELS} step={step} label={t.stepperLabel} stepOf={t.stepOf} />
        {patient && (stepId === 'professionals' || stepId === 'dateTime') && (
          <Text data-testid="chosen-patient">{t.bookingFor(personName(patient) || patient.email)}</Text>
        )}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {stepId === 'patients' && (
            <PatientStep
              selectedId={state.userId}
              onSelect={(userId) => choose({ ...state, step: 1, userId })}
              onNext={() => go({ step: 2, userId: state.userId, professionalId: state.professionalId })}
            />
          )}
          {stepId === 'professionals' && (
            <ProfessionalStep
              selectedId={state.professionalId}
              onSelect={(professionalId) => choose({ ...state, step: 2, professionalId })}
              onBack={() => go({ step: 1, userId: state.userId, professionalId: state.professionalId })}
              onNext={() => go({ step: 3, userId: state.userId, professionalId: state.professionalId })}
            />
          )}
          {stepId === 'dateTime' && state.professionalId && (
            <div key={`${state.professionalId}-${attempt}`}>
              {renderDateTimeStep({
                professionalId: state.professionalId,
                confirming: create.isPending,
                conflict,
                onConfirm: book,
                onBack: () => {
                  setConflict(null)
                  go({ step: 2, userId: state.userId, professionalId: state.professionalId })
                },
              })}
            </div>
          )}
          {stepId === 'success' && <SuccessStep />}
        </Paper>
    </Stack>
  )
}
