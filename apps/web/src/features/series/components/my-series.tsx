import { lazy, Suspense, useState } from 'react'
import { SimpleGrid, Stack, Title } from '@mantine/core'
import { useFocusReturn } from '@mantine/hooks'
import { uiSeriesTexts as t } from '@acolhe/shared/texts/ui-series'
import { useMySeries } from '../api/list-my-series'
import { SeriesCard } from './series-card'

// Loaded when a series is opened: its hour picker (Select, with its popover and floating-ui) and the modal
// were in both homes' first load (decision 057).
const ManageSeriesModal = lazy(() => import('./manage-series-modal').then((module) => ({ default: module.ManageSeriesModal })))

/** The patient's (or the professional's) weekly series on their home; nothing when there is none. */
export function MySeries({ viewer }: { viewer: 'patient' | 'professional' }) {
  const series = useMySeries()
  const [managing, setManaging] = useState<string | null>(null)
  // The dialog is removed on close, so focus goes back to the card's button from here (Mantine's modal
  // returns it only when it stays mounted).
  useFocusReturn({ opened: managing !== null })
  const list = series.data?.data ?? []
  if (list.length === 0) return null
  return (
    <Stack gap="sm" component="section" aria-label={viewer === 'patient' ? t.homeTitle : t.professionalTitle} data-testid="my-series">
      <Title order={2} size="h4">
        {viewer === 'patient' ? t.homeTitle : t.professionalTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {list.map((s) => (
          <SeriesCard key={s.id} series={s} viewer={viewer} onManage={() => setManaging(s.id)} />
        ))}
      </SimpleGrid>
      {managing !== null && (
        <Suspense fallback={null}>
          <ManageSeriesModal series={list.find((s) => s.id === managing) ?? null} viewer={viewer} onClose={() => setManaging(null)} />
        </Suspense>
      )}
    </Stack>
  )
}
