import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import type { PublicProfessionalDto } from '@acolhe/shared/api/directory'
import { SERVICE_MODALITY_LABELS } from '@acolhe/shared/enums'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import { PriceLine } from './price-line'

const initials = (p: PublicProfessionalDto) => `${p.first_name[0] ?? ''}${p.last_name[0] ?? ''}`

/** One professional of step 1's list: photo, name, registration, modality, the brief description and the price. */
export function ProfessionalOption({
  professional,
  chosen,
  onChoose,
}: {
  professional: PublicProfessionalDto
  chosen: boolean
  onChoose: () => void
}) {
  return (
    <UnstyledButton
      aria-pressed={chosen}
      onClick={onChoose}
      p="md"
      data-testid="professional-option"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `2px solid ${chosen ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-3)'}`,
        background: chosen ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-body)',
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar src={professional.profile_photo_url} radius="xl" size="lg" color="acolhe" alt="">
          {initials(professional)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700}>{`${professional.first_name} ${professional.last_name}`}</Text>
            {chosen && (
              <Badge size="sm" variant="filled">
                {t.chosen}
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {professional.registration_label}
            </Text>
            <Badge size="sm" variant="light" color="gray">
              {SERVICE_MODALITY_LABELS[professional.service_modality]}
            </Badge>
          </Group>
          <Text size="sm" lineClamp={2}>
            {professional.brief_description || t.noDescription}
          </Text>
          {professional.price && <PriceLine price={professional.price} />}
        </Stack>
      </Group>
    </UnstyledButton>
  )
}
