import { useMutation } from '@tanstack/react-query'
import type { TaxReceiptStatus } from '@acolhe/shared/api/tax-receipts'
import { downloadFile } from '../../../lib/api-client'
import { saveFile } from '../../../lib/save-file'

// GET /api/professional-private/me/tax-receipts/export?status → text/csv (UTF-8 with BOM, ';').

export async function exportTaxReceipts(status: TaxReceiptStatus | undefined): Promise<{ blob: Blob; fileName: string }> {
  return downloadFile('/professional-private/me/tax-receipts/export', { status }, 'recibos.csv')
}

export function useExportTaxReceipts() {
  return useMutation({ mutationFn: exportTaxReceipts, onSuccess: ({ blob, fileName }) => saveFile(blob, fileName) })
}
