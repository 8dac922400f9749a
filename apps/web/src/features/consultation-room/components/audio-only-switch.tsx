import { Button } from '@mantine/core'
import { IconHeadphones, IconVideo } from '@tabler/icons-react'
import { roomTexts as t } from '@acolhe/shared/texts/consultation-room'

/** One click to audio only (and back): the room link opens without video, and the other side is told. */
export function AudioOnlySwitch({ audioOnly, onChange }: { audioOnly: boolean; onChange: (audioOnly: boolean) => void }) {
  return audioOnly ? (
    <Button variant="default" leftSection={<IconVideo size={16} aria-hidden="true" />} onClick={() => onChange(false)}>
      {t.videoBack}
    </Button>
  ) : (
    <Button variant="default" leftSection={<IconHeadphones size={16} aria-hidden="true" />} onClick={() => onChange(true)}>
      {t.audioOnly}
    </Button>
  )
}
