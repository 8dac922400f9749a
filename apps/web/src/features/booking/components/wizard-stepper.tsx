import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import { StepIndicator } from '../../../components/step-indicator'
import { FLOW_STEPS, type StepId, type WizardFlow } from '../lib/wizard-state'

const LABELS: Record<StepId, string> = {
  professional: t.stepProfessional,
  dateTime: t.stepDateTime,
  auth: t.stepAuth,
  payment: t.stepPayment,
  success: t.stepSuccess,
}

/** The wizard's steps: every label on wide screens, 'Etapa n de N' with a bar on phones. */
export function WizardStepper({ flow, step }: { flow: WizardFlow; step: number }) {
  return <StepIndicator labels={FLOW_STEPS[flow].map((id) => LABELS[id])} step={step} label={t.stepperLabel} stepOf={t.stepOf} />
}
