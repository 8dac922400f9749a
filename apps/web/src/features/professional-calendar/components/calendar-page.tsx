import { Stack, Tabs, Title } from '@mantine/core'
import { IconCalendarOff, IconClockHour4 } from '@tabler/icons-react'
import { useSearchParams } from 'react-router'
import { calendarTexts as t } from '@acolhe/shared/texts/professional-area'
import { PageTitle } from '../../../components/page-title'
import { AvailabilityTab } from './availability-tab'
import { UnavailabilityTab } from './unavailability-tab'

export const UNAVAILABILITY_TAB = 'indisponibilidade'
const AVAILABILITY_TAB = 'disponibilidade'

export type CalendarPageProps = { availabilityCreateTo: string; unavailabilityCreateTo: string }

/** /profissional/calendario: tabs 'Disponibilidade' (default) and 'Indisponibilidade', kept in ?aba=. */
export function CalendarPage({ availabilityCreateTo, unavailabilityCreateTo }: CalendarPageProps) {
  const [params, setParams] = useSearchParams()
  const tab = params.get('aba') === UNAVAILABILITY_TAB ? UNAVAILABILITY_TAB : AVAILABILITY_TAB
  return (
    <Stack gap="lg">
      <PageTitle title={t.title} />
      <Title order={1} size="h2">
        {t.title}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === UNAVAILABILITY_TAB ? { aba: UNAVAILABILITY_TAB } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value={AVAILABILITY_TAB} leftSection={<IconClockHour4 size={16} aria-hidden="true" />}>
            {t.availabilityTab}
          </Tabs.Tab>
          <Tabs.Tab value={UNAVAILABILITY_TAB} leftSection={<IconCalendarOff size={16} aria-hidden="true" />}>
            {t.unavailabilityTab}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={AVAILABILITY_TAB} pt="md">
          <AvailabilityTab createTo={availabilityCreateTo} />
        </Tabs.Panel>
        <Tabs.Panel value={UNAVAILABILITY_TAB} pt="md">
          <UnavailabilityTab createTo={unavailabilityCreateTo} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
