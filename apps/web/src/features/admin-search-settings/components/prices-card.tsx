import { useState } from 'react'
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { AdminServiceDto } from '@acolhe/shared/api/practice'
import { PROFESSIONAL_TYPE_LABELS, SESSION_TYPE_LABELS } from '@acolhe/shared/enums'
import { uiSearchTexts as t } from '@acolhe/shared/texts/ui-search'
import { errorMessage } from '../../../lib/api-client'
import { useSetServiceBounds } from '../api/search-settings'

const toReais = (cents: number | null) => (cents === null ? '' : cents / 100)
const toCents = (reais: string | number) => (reais === '' || Number.isNaN(Number(reais)) ? null : Math.round(Number(reais) * 100))
const money = { prefix: 'R$ ', decimalSeparator: ',', thousandSeparator: '.', decimalScale: 2, min: 0 } as const

function ServiceRow({ service }: { service: AdminServiceDto }) {
  const save = useSetServiceBounds()
  const [value, setValue] = useState<string | number>(toReais(service.value_cents))
  const [min, setMin] = useState<string | number>(toReais(service.min_value_cents))
  const [max, setMax] = useState<string | number>(toReais(service.max_value_cents))
  const isDefault = service.session_type === 'DEFAULT'
  const title = `${PROFESSIONAL_TYPE_LABELS[service.professional_type]} — ${SESSION_TYPE_LABELS[service.session_type]}`
  return (
    <Paper withBorder radius="md" p="sm" data-testid="service-bounds">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput label={t.defaultValue} value={value} onChange={setValue} {...money} />
          {isDefault && <NumberInput label={t.minValue} value={min} onChange={setMin} {...money} />}
          {isDefault && <NumberInput label={t.maxValue} value={max} onChange={setMax} {...money} />}
        </SimpleGrid>
        {!isDefault && (
          <Text size="xs" c="dimmed">
            {t.returnNoRange}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            size="xs"
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { id: service.id, body: { value_cents: toCents(value) ?? 0, min_value_cents: isDefault ? toCents(min) : null, max_value_cents: isDefault ? toCents(max) : null } },
                {
                  onSuccess: () => notifications.show({ color: 'green', message: t.saved }),
                  onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t.loadError) }),
                },
              )
            }
          >
            {t.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

/** The price list: each type's default value and, for the normal consultation, the range. */
export function PricesCard({ services }: { services: AdminServiceDto[] }) {
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={2} size="h4">
          {t.adminPricesTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {t.adminPricesIntro}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {services.map((service) => (
          <ServiceRow key={service.id} service={service} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
