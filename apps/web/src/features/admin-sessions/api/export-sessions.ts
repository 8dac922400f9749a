import { useMutation } from '@tanstack/react-query'
import { errorCodeOf } from '@acolhe/shared/api/error-codes'
import { ApiError, buildApiUrl } from '../../../lib/api-client'
import { saveFile } from '../../../lib/save-file'

// GET /api/session/export?date_a&date_b (admin) → text/csv (UTF-8 with BOM, ';'), or 400 { message, code }.
// Fetched rather than linked so a refusal shows its message instead of downloading an error page.

export type ExportPeriod = { date_a: string; date_b: string }

export async function exportSessions(period: ExportPeriod): Promise<{ blob: Blob; fileName: string }> {
  let response: Response
  try {
    response = await fetch(buildApiUrl('/session/export', period), { credentials: 'include' })
  } catch {
    throw new ApiError(0, null)
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null)
    const message = payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string' ? payload.message : null
    throw new ApiError(response.status, message, errorCodeOf(payload))
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'consultas.csv'
  return { blob: await response.blob(), fileName }
}


export function useExportSessions() {
  return useMutation({ mutationFn: exportSessions, onSuccess: ({ blob, fileName }) => saveFile(blob, fileName) })
}
