import { useState } from 'react'
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { adminCommonTexts as ct, adminSessionsTexts as t } from '@acolhe/shared/texts/ui-admin'
import { DateField } from '../../../components/date-field'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { errorMessage } from '../../../lib/api-client'
import { useExportSessions } from '../api/export-sessions'

export type ExportSessionsModalProps = { opened: boolean; onClose: () => void; initialFrom?: string; initialTo?: string }

/**
 * 'Exportar CSV': the consultations and payments of a period as a file Excel opens. The period starts
 * as the list's de/até; the server checks it (both days, in order, at most a year) and says why not.
 */
export function ExportSessionsModal({ opened, onClose, initialFrom, initialTo }: ExportSessionsModalProps) {
  const exportCsv = useExportSessions()
  const [from, setFrom] = useState<string | null>(initialFrom ?? null)
  const [to, setTo] = useState<string | null>(initialTo ?? null)
  const close = () => {
    exportCsv.reset()
    onClose()
  }

  return (
    <ResponsiveModal opened={opened} onClose={close} title={t.exportTitle}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          exportCsv.mutate({ date_a: from ?? '', date_b: to ?? '' }, { onSuccess: close })
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t.exportIntro}</Text>
          <SimpleGrid cols={2} spacing="sm">
            <DateField label={t.filterFrom} value={from} onChange={setFrom} popoverProps={{ withinPortal: true }} />
            <DateField label={t.filterTo} value={to} onChange={setTo} popoverProps={{ withinPortal: true }} />
          </SimpleGrid>
          {exportCsv.isError && (
            <Alert color="red" role="alert">
              {errorMessage(exportCsv.error, t.exportError)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {ct.cancel}
            </Button>
            <Button type="submit" loading={exportCsv.isPending}>
              {t.exportSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  )
}
