import { Group, Progress, Stack, Stepper, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'

/** The stepper changes layout below 768 px (docs/product/screens-and-routes.md). */
export const COMPACT_STEPPER_QUERY = '(max-width: 767.98px)'

export type StepIndicatorProps = {
  /** The steps' names, in order. */
  labels: readonly string[]
  /** 1-based current step. */
  step: number
  /** Accessible name of the indicator, e.g. 'Etapas do agendamento'. */
  label: string
  /** 'Etapa n de N' shown on phones. */
  stepOf: (step: number, total: number) => string
}

/** A wizard's steps: every label on wide screens, the current one with 'Etapa n de N' and a bar on phones. */
export function StepIndicator({ labels, step, label, stepOf }: StepIndicatorProps) {
  const compact = useMediaQuery(COMPACT_STEPPER_QUERY) ?? false
  const current = labels[step - 1] ?? labels[0] ?? ''

  if (compact) {
    return (
      <Stack gap={6} aria-label={label} data-layout="compact">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{current}</Text>
          <Text size="sm" c="dimmed">
            {stepOf(step, labels.length)}
          </Text>
        </Group>
        <Progress value={(step / labels.length) * 100} size="sm" radius="xl" aria-hidden="true" />
      </Stack>
    )
  }

  return (
    <Stepper active={step - 1} size="sm" allowNextStepsSelect={false} aria-label={label} data-layout="full">
      {labels.map((name) => (
        <Stepper.Step key={name} label={name} />
      ))}
    </Stepper>
  )
}
