import { Box, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCalendarCheck, IconUserPlus, IconVideo } from '@tabler/icons-react'
import { uiLandingTexts as t } from '@acolhe/shared/texts/ui-landing'
import { SectionHeading } from './section-heading'

const STEP_ICONS = [IconUserPlus, IconCalendarCheck, IconVideo]

/** 'Como funciona': register, choose a professional, have the consultation. */
export function ThreeSteps() {
  return (
    <Box component="section" aria-labelledby="como-funciona" py={{ base: 48, sm: 72 }}>
      <Container size="lg">
        <SectionHeading id="como-funciona" title={t.stepsTitle} subtitle={t.stepsSubtitle} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {t.steps.map((step, index) => {
            const Icon = STEP_ICONS[index] ?? IconUserPlus
            return (
              <Paper key={step.title} component="li" radius="lg" p="lg" withBorder>
                <Stack gap="sm">
                  <ThemeIcon size={44} radius="xl" aria-hidden="true">
                    <Icon size={24} />
                  </ThemeIcon>
                  <Text size="xs" fw={700} tt="uppercase" c="acolhe.7">
                    {t.stepLabel(index + 1)}
                  </Text>
                  <Title order={3} size="h4">
                    {step.title}
                  </Title>
                  <Text c="dimmed" size="sm">
                    {step.body}
                  </Text>
                </Stack>
              </Paper>
            )
          })}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
