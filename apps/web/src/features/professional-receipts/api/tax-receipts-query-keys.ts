// The 'Recibos' page's reads: one list per status filter, all under one key so a change refreshes every filter.
export const taxReceiptsQueryKeys = {
  all: ['professional-receipts'] as const,
  list: (status: string) => ['professional-receipts', 'list', status] as const,
}
