import { useMutation } from '@tanstack/react-query'
import { errorCodeOf } from '@acolhe/shared/api/error-codes'
import type { TaxReceiptStatus } from '@acolhe/shared/api/tax-receipts'
import { ApiError, buildApiUrl } from '../../../lib/api-client'
import { saveFile } from '../../../lib/save-file'

// GET /api/professional-private/me/tax-receipts/export?status → text/csv (UTF-8 with BOM, ';').
// Fetched rather than linked so a refusal shows its message instead of downloading an error page.

export async function exportTaxReceipts(status: TaxReceiptStatus | undefined): Promise<{ blob: Blob; fileName: string }> {
  let response: Response
  try {
    response = await fetch(buildApiUrl('/professional-private/me/tax-receipts/export', { status }), { credentials: 'include' })
  } catch {
    throw new ApiError(0, null)
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null)
    const message = payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string' ? payload.message : null
    throw new ApiError(response.status, message, errorCodeOf(payload))
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'recibos.csv'
  return { blob: await response.blob(), fileName }
}

export function useExportTaxReceipts() {
  return useMutation({ mutationFn: exportTaxReceipts, onSuccess: ({ blob, fileName }) => saveFile(blob, fileName) })
}
