import { Button, Group, Stack } from '@mantine/core'
import { uiPixAutomaticoTexts as t } from '@acolhe/shared/texts/ui-pix-automatico'
import { ResponsiveModal } from '../../../components/responsive-modal'
import { PixAutomaticoOffer } from './pix-automatico-offer'

/** The offer opened from a series card: the same offer and QR as the wizard's payment step. */
export function PixAutomaticoStartModal({ seriesId, zone, onClose }: { seriesId: string; zone: string; onClose: () => void }) {
  return (
    <ResponsiveModal opened onClose={onClose} title={t.startTitle} size="md">
      <Stack gap="md">
        <PixAutomaticoOffer seriesId={seriesId} zone={zone} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.close}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  )
}
