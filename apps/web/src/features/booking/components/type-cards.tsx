import { SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core'
import { IconBrain, IconStethoscope } from '@tabler/icons-react'
import type { ProfessionalType } from '@acolhe/shared/enums'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'

const CARDS = [
  { type: 'PSYCHOLOGIST', title: t.psychologistCard, text: t.psychologistCardText, Icon: IconBrain },
  { type: 'PSYCHIATRIST', title: t.psychiatristCard, text: t.psychiatristCardText, Icon: IconStethoscope },
] as const

/** Step 1's first choice: the cards Psicólogo and Psiquiatra. */
export function TypeCards({ value, onChange }: { value: ProfessionalType | undefined; onChange: (type: ProfessionalType) => void }) {
  return (
    <SimpleGrid cols={2} spacing="md" role="group" aria-label={t.chooseType}>
      {CARDS.map(({ type, title, text, Icon }) => {
        const chosen = value === type
        return (
          <UnstyledButton
            key={type}
            aria-pressed={chosen}
            onClick={() => onChange(type)}
            p="md"
            style={{
              borderRadius: 'var(--mantine-radius-lg)',
              border: `2px solid ${chosen ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-3)'}`,
              background: chosen ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-body)',
            }}
          >
            <Stack gap={6} align="center" ta="center">
              <ThemeIcon size={44} radius="xl" variant={chosen ? 'filled' : 'light'} aria-hidden="true">
                <Icon size={24} />
              </ThemeIcon>
              <Text fw={700}>{title}</Text>
              <Text size="xs" c="dimmed" visibleFrom="xs">
                {text}
              </Text>
            </Stack>
          </UnstyledButton>
        )
      })}
    </SimpleGrid>
  )
}
