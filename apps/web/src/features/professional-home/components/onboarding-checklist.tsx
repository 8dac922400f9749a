import type { ReactNode } from 'react'
import { Alert, Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react'
import { Link } from 'react-router'
import { onboardingTexts as t } from '@acolhe/shared/texts/professional-agenda'
import { CopyButton } from '../../../components/copy-button'
import { useOnboarding } from '../api/get-onboarding'
import { useRecordLinkCopied } from '../api/record-link-copied'

export type OnboardingChecklistProps = {
  /** Where 'Criar horário' and 'Ir para o perfil' lead. */
  availabilityTo: string
  profileTo: string
  /** The professional's personal booking link. */
  bookingLink: string
}

function Item({ done, title, hint, action }: { done: boolean; title: string; hint: string; action: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" data-testid="onboarding-item" data-done={done}>
      <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: '1 1 260px' }}>
        <ThemeIcon variant="light" color={done ? 'green' : 'gray'} radius="xl" aria-hidden="true">
          {done ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
        </ThemeIcon>
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            <Badge size="sm" variant="light" color={done ? 'green' : 'gray'}>
              {done ? t.done : t.pending}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
      </Group>
      {!done && action}
    </Group>
  )
}

/**
 * 'Primeiros passos' on the professional's home (decision 027): publish availability, complete the
 * profile, copy the booking link. Every tick is the server's answer; the card goes away once all three
 * are done.
 */
export function OnboardingChecklist({ availabilityTo, profileTo, bookingLink }: OnboardingChecklistProps) {
  const checklist = useOnboarding()
  const recordCopy = useRecordLinkCopied()
  if (checklist.isPending) return null
  if (checklist.isError) return <Alert color="red">{t.loadError}</Alert>
  const { availability_published, profile_complete, link_copied, listed } = checklist.data
  const done = [availability_published, profile_complete, link_copied].filter(Boolean).length
  if (done === 3) return null

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="onboarding-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="onboarding-title">
            {t.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t.progress(done, 3)}
          </Text>
        </Group>
        <Text size="sm">{t.intro}</Text>
        <Item
          done={availability_published}
          title={t.availability}
          hint={t.availabilityHint}
          action={
            <Button component={Link} to={availabilityTo} size="sm">
              {t.availabilityAction}
            </Button>
          }
        />
        <Item
          done={profile_complete}
          title={t.profile}
          hint={t.profileHint}
          action={
            <Button component={Link} to={profileTo} size="sm" variant="light">
              {t.profileAction}
            </Button>
          }
        />
        <Item
          done={link_copied}
          title={t.link}
          hint={t.linkHint}
          action={<CopyButton value={bookingLink} label={t.linkAction} size="sm" onCopied={() => recordCopy.mutate()} />}
        />
        <Text size="sm" fw={600} data-testid="onboarding-listed">
          {listed ? t.listed : t.notListed}
        </Text>
      </Stack>
    </Paper>
  )
}
