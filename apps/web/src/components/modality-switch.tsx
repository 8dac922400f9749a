import { SegmentedControl } from '@mantine/core'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'

/** Online or in person, for a hybrid professional's session (returns, modality changes). */
export function ModalitySwitch({ online, onChange }: { online: boolean; onChange: (online: boolean) => void }) {
  return (
    <SegmentedControl
      aria-label={t.modalitySection}
      value={online ? 'online' : 'inPerson'}
      onChange={(value) => onChange(value === 'online')}
      data={[
        { value: 'online', label: t.online },
        { value: 'inPerson', label: t.inPerson },
      ]}
    />
  )
}
