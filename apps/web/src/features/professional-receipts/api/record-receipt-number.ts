import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { taxReceiptSchema, TaxReceiptDto } from '@acolhe/shared/api/tax-receipts'
import type { TaxReceiptNumberBody } from '@acolhe/shared/schemas/tax-receipts'
import { api } from '../../../lib/api-client'
import { taxReceiptsQueryKeys } from './tax-receipts-query-keys'
import type { AnswerOf } from '../../../lib/answer-of'

// PATCH /api/professional-private/me/tax-receipts/{id} { receipt_number } → 200 the entry, 404, or 422 (not needed).

export async function recordReceiptNumber({ id, body }: { id: string; body: TaxReceiptNumberBody }): Promise<TaxReceiptDto> {
  return api.patch<AnswerOf<typeof taxReceiptSchema>>(`/professional-private/me/tax-receipts/${id}`, body)
}

export function useRecordReceiptNumber() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: recordReceiptNumber,
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxReceiptsQueryKeys.all }),
  })
}
