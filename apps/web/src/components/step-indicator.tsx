import { Box, Group, Progress, Stack, Stepper, Text } from '@mantine/core'
import { useMatchesMedia } from '../lib/use-matches-media'

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

/**
 * A wizard's steps: every label on wide screens, the current one with 'Etapa n de N' and a bar on phones.
 * Until the screen width is known (a prerendered page, and its first render while hydrating) both layouts
 * are in the page and CSS shows the one that fits: the layout never changes under a finger on its way to
 * a button (a tap was lost that way at 390 px, decision 045), and nothing shifts.
 */
export function StepIndicator({ labels, step, label, stepOf }: StepIndicatorProps) {
  const compact = useMatchesMedia(COMPACT_STEPPER_QUERY)
  const current = labels[step - 1] ?? labels[0] ?? ''
  const compactLayout = (
    <Stack gap={6} aria-label={label} data-layout="compact" hiddenFrom={compact === undefined ? 'sm' : undefined}>
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{current}</Text>
        <Text size="sm" c="dimmed">
          {stepOf(step, labels.length)}
        </Text>
      </Group>
      <Progress value={(step / labels.length) * 100} size="sm" radius="xl" aria-hidden="true" />
    </Stack>
  )
  const fullLayout = (
    <Stepper active={step - 1} size="sm" allowNextStepsSelect={false} aria-label={label} data-layout="full" visibleFrom={compact === undefined ? 'sm' : undefined}>
      {labels.map((name) => (
        <Stepper.Step key={name} label={name} />
      ))}
    </Stepper>
  )
  if (compact === undefined) {
    return (
      <Box data-layout="by-width">
        {compactLayout}
        {fullLayout}
      </Box>
    )
  }
  return compact ? compactLayout : fullLayout
}
