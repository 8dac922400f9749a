import { useState, type ReactNode } from 'react'
import { Center, Loader, SegmentedControl, Stack, Title } from '@mantine/core'
import { uiCommonTexts } from '@acolhe/shared/texts/ui-common'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'
import { weekViewTexts as wt } from '@acolhe/shared/texts/professional-agenda'
import { SessionsList } from './sessions-list'
import { useMySeries } from '../../series/api/list-my-series'
import { MySeries } from '../../series/components/my-series'

type View = 'list' | 'week'

export type ProfessionalHomeProps = {
  /** Shown above the agenda (the first-run checklist). */
  before?: ReactNode
  /** The week view the professional may switch to instead of the list. */
  weekView?: ReactNode
  /** True while what `before` shows is still unknown (its data has not answered). */
  beforePending?: boolean
}

/** /profissional/home: the professional's consultations with their patients' names; start and end. */
export function ProfessionalHome({ before, weekView, beforePending = false }: ProfessionalHomeProps) {
  const [view, setView] = useState<View>('list')
  // The checklist and the series appear above the agenda once their data answers; shown as they came,
  // they pushed the agenda down under the reader (CLS 0.17 on a phone). The page waits for them behind
  // one loader instead, with everything mounted (hidden) so every query still starts at once.
  const series = useMySeries()
  const settling = beforePending || series.isPending
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t.professionalTitle}
      </Title>
      {settling && (
        <Center py="xl">
          <Loader aria-label={uiCommonTexts.loading} />
        </Center>
      )}
      <Stack gap="lg" display={settling ? 'none' : undefined}>
        {before}
        <MySeries viewer="professional" />
        {weekView && (
          <SegmentedControl
            aria-label={wt.viewLabel}
            w="fit-content"
            value={view}
            onChange={(value) => setView(value === 'week' ? 'week' : 'list')}
            data={[
              { value: 'list', label: wt.list },
              { value: 'week', label: wt.week },
            ]}
          />
        )}
        {view === 'week' && weekView ? weekView : <SessionsList viewer="professional" emptyAction={null} />}
      </Stack>
    </Stack>
  )
}
