import type { PixAutomaticoDto } from '@acolhe/shared/api/pix-automatico'
import { isoDateToBrazilian } from '@acolhe/shared/format/dates'
import { uiPixAutomaticoTexts as t } from '@acolhe/shared/texts/ui-pix-automatico'

/**
 * What a week's consultation card says about its Pix Automático charge, or null when there is nothing to
 * say (no authorization, the week not covered, or a charge that no longer concerns the patient). A card
 * may still offer 'Realizar pagamento' (the server decides); this line says the bank will take care of it.
 */
export function pixAutomaticoWeekHint(state: PixAutomaticoDto, sessionId: string, paid: boolean): string | null {
  const week = state.weeks.find((w) => w.session_id === sessionId)
  if (!week) return null
  switch (week.state) {
    case 'SCHEDULED':
      return week.debit_date ? t.hintScheduled(isoDateToBrazilian(week.debit_date)) : t.hintNotYet
    case 'FAILED_RETRYING':
      return week.debit_date ? t.hintRetrying(isoDateToBrazilian(week.debit_date)) : null
    case 'DEBITED':
      return t.hintDebited
    case 'FAILED_FALLBACK':
      // Once the ordinary payment came in, the card says how the week ended up paid.
      return paid ? t.hintFallbackPaid : t.hintFallback
    case 'NONE':
      // A week not yet asked of the bank, while the authorization runs, will be.
      return week.reason === 'NOT_YET' && state.status === 'ACTIVE' ? t.hintNotYet : null
    case 'CANCELLED':
    case 'CREDITED':
      return null
  }
}
