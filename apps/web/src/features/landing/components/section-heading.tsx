import { Stack, Text, Title } from '@mantine/core'

/** The title and lead of a landing section, centred; `id` names the section for assistive tech. */
export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <Stack gap={6} align="center" ta="center" mb={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} id={id} fz={{ base: 26, sm: 34 }} style={{ letterSpacing: '-0.01em' }}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" maw={560}>
          {subtitle}
        </Text>
      )}
    </Stack>
  )
}
