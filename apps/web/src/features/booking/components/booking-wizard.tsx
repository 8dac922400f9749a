import { Suspense } from 'react'
import { Button, Center, Container, Group, Loader, Paper, Stack, Title } from '@mantine/core'
import { IconHome, IconUser } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import { dialogOnDemand } from '../../../components/dialog-on-demand'
import { loggedInPatientQueryOptions, useLoggedInPatient } from '../../../lib/patient-api/get-me'
import { readPendingBooking, savePendingBooking } from '../lib/pending-booking-storage'
import { useBookPending } from '../lib/use-book-pending'
import { useWizardNavigation } from '../lib/use-wizard-navigation'
import { stepNumberOf, type PendingBooking, type WizardFlow } from '../lib/wizard-state'
import { DateTimeStep } from './date-time-step'
import { FirstStepOnDemand } from './first-step-on-demand'
import { AuthStep, PaymentStep, SuccessStep } from './later-steps'
import { WizardStepper } from './wizard-stepper'

// Asked only when the server refuses an online booking for want of consent (decision 034): its text and the
// modal are downloaded then (decision 061).
const TelehealthConsentModal = dialogOnDemand(() => import('./telehealth-consent-modal').then((module) => module.TelehealthConsentModal))

export type BookingWizardProps = {
  flow: WizardFlow
  /** Where 'Voltar' on step 1 leads (/home; docs/product/screens-and-routes.md). */
  exitTo: string
}

/** Shown beside the public wizard once a session was created (s_s=true). */
function AccountLinks() {
  return (
    <Group gap="xs" component="nav" aria-label={t.sidebarLabel}>
      <Button component={Link} to="/home" variant="subtle" size="compact-md" leftSection={<IconHome size={16} aria-hidden="true" />}>
        {t.sidebarHome}
      </Button>
      <Button component={Link} to="/perfil" variant="subtle" size="compact-md" leftSection={<IconUser size={16} aria-hidden="true" />}>
        {t.sidebarProfile}
      </Button>
    </Group>
  )
}

/**
 * The booking wizard (docs/product/screens-and-routes.md): five steps in the public flow (/agendamento), four in the
 * patient's (/consulta). Everything it needs to resume lives in the address (`d`, `s_s`).
 */
export function BookingWizard({ flow, exitTo }: BookingWizardProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { state, step, stepId, sessionCreated, outcome, go } = useWizardNavigation(flow)
  // Asked as the wizard opens, so a patient who is already logged in is known before they pick an hour.
  useLoggedInPatient(flow === 'public')
  const { book, booking, conflict, consent, acceptConsent, accepting, dismissConsent } = useBookPending({
    onBooked: (sessionId) =>
      go({ step: stepNumberOf(flow, 'payment'), professionalId: state.professionalId, sessionId }, { created: true, replace: true }),
    onHourLost: () => go({ step: stepNumberOf(flow, 'dateTime'), professionalId: state.professionalId, professionalType: state.professionalType }, { replace: true }),
  })
  // Declining the consent to online care leaves the hour chosen at step 2 (where in person may be picked).
  const declineConsent = () => {
    const chosen = consent?.pending
    dismissConsent()
    if (stepId !== 'dateTime') go({ step: stepNumberOf(flow, 'dateTime'), professionalId: state.professionalId, professionalType: state.professionalType, pending: chosen }, { replace: true })
  }
  const toSuccess = () =>
    go({ step: stepNumberOf(flow, 'success'), professionalId: state.professionalId, sessionId: state.sessionId }, { created: true, replace: true })

  // A visitor's chosen hour waits in the address and in local storage while they log in or sign up.
  const stored = readPendingBooking()
  const pending = state.pending ?? (stored && stored.professionalId === state.professionalId ? stored : undefined)

  const confirmHour = async (chosen: PendingBooking) => {
    // A logged-in patient skips step 3 (login or sign-up) and goes straight to the session and payment.
    // If that cannot be asked (offline), step 3 is the safe way on: it logs in or signs up anyway.
    const patient = flow === 'patient' ? null : await queryClient.fetchQuery(loggedInPatientQueryOptions()).catch(() => null)
    const loggedIn = flow === 'patient' || patient !== null
    if (loggedIn) {
      book(state.professionalId, chosen)
      return
    }
    if (state.professionalId) savePendingBooking({ ...chosen, professionalId: state.professionalId })
    go({ step: stepNumberOf(flow, 'auth'), professionalId: state.professionalId, professionalType: state.professionalType, pending: chosen })
  }

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        {flow === 'public' && sessionCreated && <AccountLinks />}
        <Title order={1} size="h2">
          {t.title}
        </Title>
        <WizardStepper flow={flow} step={step} />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {stepId === 'professional' && (
            <Stack gap="lg">
              <FirstStepOnDemand
                professionalType={state.professionalType}
                professionalId={state.professionalId}
                onTypeChange={(professionalType) => go({ step: 1, professionalType }, { replace: true })}
                // Choosing keeps the visitor's filters: the list stays as they narrowed it, under their finger.
                onProfessionalChange={(professionalId) => go({ step: 1, professionalType: state.professionalType, professionalId }, { replace: true, keepFilters: true })}
              />
              <Group justify="space-between">
                <Button variant="default" onClick={() => navigate(exitTo)}>
                  {t.back}
                </Button>
                <Button
                  disabled={!state.professionalId}
                  onClick={() => go({ step: 2, professionalType: state.professionalType, professionalId: state.professionalId })}
                >
                  {t.next}
                </Button>
              </Group>
            </Stack>
          )}
          {stepId === 'dateTime' && state.professionalId && (
            <DateTimeStep
              key={state.professionalId}
              professionalId={state.professionalId}
              initial={pending}
              confirming={booking}
              conflict={conflict}
              onConfirm={(chosen) => void confirmHour(chosen)}
              onBack={() => go({ step: 1, professionalType: state.professionalType, professionalId: state.professionalId })}
            />
          )}
          {/* Steps 3 and 4 are downloaded when reached (later-steps.tsx). The boundary is there only on
              those steps: on the prerendered step 1 a boundary would be hydrated in a later pass. */}
          {(stepId === 'auth' || stepId === 'payment' || stepId === 'success') && (
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader />
                </Center>
              }
            >
              {stepId === 'auth' && <AuthStep booking={booking} onAuthenticated={() => book(state.professionalId, pending)} />}
              {stepId === 'payment' && state.sessionId && (
                <PaymentStep
                  sessionId={state.sessionId}
                  returnedRefused={outcome === 'failure'}
                  onPaid={toSuccess}
                  onChooseAnotherHour={() => go({ step: stepNumberOf(flow, 'dateTime'), professionalId: state.professionalId }, { replace: true })}
                />
              )}
              {stepId === 'success' && <SuccessStep sessionId={state.sessionId} />}
            </Suspense>
          )}
        </Paper>
        <TelehealthConsentModal
          opened={(consent?.version ?? null) !== null}
          version={consent?.version ?? null}
          accepting={accepting || booking}
          onAccept={acceptConsent}
          onCancel={declineConsent}
        />
      </Stack>
    </Container>
  )
}
