import { useState, type ReactNode } from 'react'
import { SegmentedControl, Stack, Title } from '@mantine/core'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'
import { weekViewTexts as wt } from '@acolhe/shared/texts/professional-agenda'
import { SessionsList } from './sessions-list'
import { MySeries } from '../../series/components/my-series'

type View = 'list' | 'week'

export type ProfessionalHomeProps = {
  /** Shown above the agenda (the first-run checklist). */
  before?: ReactNode
  /** The week view the professional may switch to instead of the list. */
  weekView?: ReactNode
}

/** /profissional/home: the professional's consultations with their patients' names; start and end. */
export function ProfessionalHome({ before, weekView }: ProfessionalHomeProps) {
  const [view, setView] = useState<View>('list')
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t.professionalTitle}
      </Title>
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
  )
}
