import type { ReactNode } from 'react'
import { Container, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { registrationTexts as t } from '@acolhe/shared/texts/professional-area'
import { PageTitle } from '../../../components/page-title'
import { REGISTRATION_STEPS, type RegistrationStep } from '../lib/registration-draft'

/** Below 768 px the stepper becomes a compact "Etapa n de 4" with a progress bar (the 768 px breakpoint). */
const NARROW = '(max-width: 767.98px)'

export function RegistrationStepLayout({ step, pageTitle, children }: { step: RegistrationStep; pageTitle: string; children: ReactNode }) {
  const index = REGISTRATION_STEPS.indexOf(step)
  const narrow = useMediaQuery(NARROW) ?? false
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <PageTitle title={pageTitle} />
      <Stack gap="lg">
        {narrow ? (
          <Stack gap={6} aria-label={t.stepperLabel}>
            <Text size="sm" c="dimmed">{t.stepCounter(index + 1, REGISTRATION_STEPS.length, t.steps[index] ?? "")}</Text>
            <Progress value={((index + 1) / REGISTRATION_STEPS.length) * 100} aria-hidden="true" />
          </Stack>
        ) : (
          <Stepper active={index} size="sm" allowNextStepsSelect={false} aria-label={t.stepperLabel}>
            {t.steps.map((label) => (
              <Stepper.Step key={label} label={label} />
            ))}
          </Stepper>
        )}
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {t.stepTitles[index]}
              </Title>
              <Text size="sm" c="dimmed">
                {t.draftNotice}
              </Text>
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  )
}
