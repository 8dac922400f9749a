import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { taxReceiptListSchema, TaxReceiptListDto, TaxReceiptStatus } from '@acolhe/shared/api/tax-receipts'
import { api } from '../../../lib/api-client'
import { taxReceiptsQueryKeys } from './tax-receipts-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// GET /api/professional-private/me/tax-receipts?status → 200 { data: [entry], overdue_count }.

export async function listTaxReceipts(status: TaxReceiptStatus | undefined, signal?: AbortSignal): Promise<TaxReceiptListDto> {
  return api.get<AnswerOf<typeof taxReceiptListSchema>>('/professional-private/me/tax-receipts', { status }, signal)
}

export function useTaxReceipts(status: TaxReceiptStatus | undefined) {
  return useQuery({
    queryKey: taxReceiptsQueryKeys.list(status ?? 'ALL'),
    queryFn: ({ signal }) => listTaxReceipts(status, signal),
    placeholderData: keepPreviousData,
  })
}
