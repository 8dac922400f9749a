import { useState } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import type { ServiceModality } from '@acolhe/shared/enums'
import { uiSessionsTexts as t } from '@acolhe/shared/texts/ui-sessions'
import { HourPicker, type OpenDay, type OpenHour } from './hour-picker'
import { LoadError } from './load-error'
import { ResponsiveModal } from './responsive-modal'
import { useHourChoice } from './use-hour-choice'
import { ModalitySwitch } from './modality-switch'

export type ReturnHourModalProps = {
  title: string
  intro: string
  modality: ServiceModality
  openTimes: { data: readonly OpenDay[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown }
  pending: boolean
  /** Books the return; `onRefused` clears the chosen hour, which may have just been taken. */
  onSubmit: (choice: { hour: OpenHour; online: boolean }, onRefused: () => void) => void
  onClose: () => void
  /** The zone the reader sees days and hours in (decision 044); Brasília when not given. */
  timeZone?: string
}

/**
 * A return's day, hour and (for hybrid professionals) modality: the patient's 'Marcar retorno' and the
 * back office's 'Criar retorno' differ only in who books it and what they say.
 */
export function ReturnHourModal({ title, intro, modality, openTimes, pending, onSubmit, onClose, timeZone }: ReturnHourModalProps) {
  const { hour, clearHour, pickerProps } = useHourChoice()
  const [online, setOnline] = useState(modality !== 'FULL_PRESENCIAL')

  const refused = () => {
    clearHour()
    void openTimes.refetch()
  }

  return (
    <ResponsiveModal opened onClose={onClose} title={title} size="xl">
      <Stack gap="md">
        <Text>{intro}</Text>
        {openTimes.isError ? (
          <LoadError onRetry={() => void openTimes.refetch()} />
        ) : (
          <HourPicker days={openTimes.data} loading={openTimes.isPending} timeZone={timeZone} {...pickerProps} />
        )}
        {modality === 'HYBRID' && (
          <ModalitySwitch online={online} onChange={setOnline} />
        )}
        <Group justify="flex-end">
          <Button disabled={!hour} loading={pending} onClick={() => hour && onSubmit({ hour, online }, refused)}>
            {t.returnSubmit}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  )
}
