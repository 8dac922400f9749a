import type { ReactNode } from 'react'
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core'
import { Link } from 'react-router'
import { adminDashboardTexts as t } from '@acolhe/shared/texts/ui-admin'

export type DashboardCounter = { label: string; value: number }
export type DashboardCardProps = { title: string; icon: ReactNode; counters: DashboardCounter[]; to: string }

const numberFormat = new Intl.NumberFormat('pt-BR')

/** One dashboard card: the section, its counters, and a link to the section. */
export function DashboardCard({ title, icon, counters, to }: DashboardCardProps) {
  const body = (
    <Card withBorder radius="lg" padding="lg" h="100%" data-testid={`dashboard-card-${title}`}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light">
            {icon}
          </ThemeIcon>
          <Title order={2} size="h4">
            {title}
          </Title>
        </Group>
        <SimpleGrid cols={counters.length > 2 ? 2 : counters.length} spacing="sm" verticalSpacing="sm">
          {counters.map((counter) => (
            <Stack key={counter.label} gap={0}>
              <Text fz={28} fw={700} lh={1.1} data-testid={`counter-${counter.label}`}>
                {numberFormat.format(counter.value)}
              </Text>
              <Text size="sm" c="dimmed">
                {counter.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  )
  return (
    <UnstyledButton component={Link} to={to} aria-label={t.openSection(title)} display="block" h="100%" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
      {body}
    </UnstyledButton>
  )
}
