import type { PixAutomaticoDto } from '@acolhe/shared/api/pix-automatico'
import { isoDateToBrazilian } from '@acolhe/shared/format/dates'
import { formatBRL } from '@acolhe/shared/format/money'
import { dateIn } from '@acolhe/shared/format/zoned-time'
import { uiPixAutomaticoTexts as t } from '@acolhe/shared/texts/ui-pix-automatico'
import { BRASILIA_TIME_ZONE } from '@acolhe/shared/time-zones'

export type PixAutomaticoLine = { text: string; tone: 'active' | 'waiting' | 'off' }

/**
 * The one line a series card shows about its Pix Automático, or null when it was never set up: 'Pix
 * Automático ativo — próximo débito em 05/12/2026, até R$ 150,00'. Debit dates are Brasília calendar days
 * (the PSP's), so they are shown as they come, whatever the viewer's zone.
 */
export function pixAutomaticoLine(state: PixAutomaticoDto): PixAutomaticoLine | null {
  const cap = formatBRL(state.cap_cents ?? 0)
  switch (state.status) {
    case null:
      return null
    case 'PENDING':
      return { text: t.linePending, tone: 'waiting' }
    case 'ACTIVE':
      return {
        text: state.next_debit_date ? t.lineActive(isoDateToBrazilian(state.next_debit_date), cap) : t.lineActiveNoNext(cap),
        tone: 'active',
      }
    case 'PAUSED':
      return { text: t.linePaused(cap), tone: 'waiting' }
    case 'CANCELLED':
      return {
        text: t.lineCancelled(state.cancelled_by_label ?? state.status_label ?? '', state.cancelled_at ? dateIn(state.cancelled_at, BRASILIA_TIME_ZONE) : ''),
        tone: 'off',
      }
  }
}
