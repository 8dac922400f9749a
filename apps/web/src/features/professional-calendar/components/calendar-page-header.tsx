import type { ReactNode } from 'react'
import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link } from 'react-router'
import { PageTitle } from '../../../components/page-title'

/** Title block of the calendar's sub-pages; `back` is the way back (a link or a button). */
export function CalendarPageHeader({ title, intro, back }: { title: string; intro?: string; back?: ReactNode }) {
  return (
    <Stack gap="xs">
      <PageTitle title={title} />
      {back}
      <Title order={1} size="h2">
        {title}
      </Title>
      {intro && <Text c="dimmed">{intro}</Text>}
    </Stack>
  )
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden="true" />
        {label}
      </Group>
    </Anchor>
  )
}
