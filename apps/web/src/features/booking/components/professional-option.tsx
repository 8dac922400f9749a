import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import type { PublicProfessionalDto } from '@acolhe/shared/api/directory'
import { LANGUAGE_LABELS, SERVICE_MODALITY_LABELS } from '@acolhe/shared/enums'
import { formatTime, formatWeekDayAndDate } from '@acolhe/shared/format/dates'
import { formatBRL } from '@acolhe/shared/format/money'
import { uiBookingTexts as t } from '@acolhe/shared/texts/ui-booking'
import { uiSearchTexts as st } from '@acolhe/shared/texts/ui-search'
import { IconClock } from '@tabler/icons-react'
import { PriceLine } from './price-line'

/** How many approach and theme tags a card shows; the rest are on the professional's page. */
const TAGS_SHOWN = 4

/** The next free hour as the server found it, or that there is none in the bookable window. */
function NextHour({ start }: { start: string | null }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid="next-free-hour">
      <IconClock size={16} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
      <Text size="sm" fw={600} c={start ? undefined : 'dimmed'}>
        {start ? st.nextHour(formatWeekDayAndDate(start), formatTime(start)) : st.noNextHour}
      </Text>
    </Group>
  )
}

const initials = (p: PublicProfessionalDto) => `${p.first_name[0] ?? ''}${p.last_name[0] ?? ''}`

/** One professional of step 1's list: photo, name, registration, modality, approaches and themes, the next free hour and the price. */
export function ProfessionalOption({
  professional,
  chosen,
  onChoose,
}: {
  professional: PublicProfessionalDto
  chosen: boolean
  onChoose: () => void
}) {
  const tags = [...professional.approaches, ...professional.themes].slice(0, TAGS_SHOWN)
  const otherLanguages = professional.languages.some((l) => l !== 'PT')
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
          {tags.length > 0 && (
            <Group gap={6}>
              {tags.map((tag) => (
                <Badge key={tag.id} size="sm" variant="outline" radius="sm" tt="none">
                  {tag.name}
                </Badge>
              ))}
            </Group>
          )}
          <Text size="sm" lineClamp={2}>
            {professional.brief_description || t.noDescription}
          </Text>
          {otherLanguages && (
            <Text size="xs" c="dimmed">
              {st.languagesLine(professional.languages.map((l) => LANGUAGE_LABELS[l]).join(', '))}
            </Text>
          )}
          <NextHour start={professional.next_free_hour} />
          {professional.price && <PriceLine price={professional.price} />}
          {professional.social_price && (
            <Text size="xs" c="teal.8" data-testid="social-price">
              {st.socialPrice(formatBRL(professional.social_price.price_cents))}
            </Text>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  )
}
