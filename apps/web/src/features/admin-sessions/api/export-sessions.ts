import { useMutation } from '@tanstack/react-query'
import { ApiError, buildApiUrl } from '../../../lib/api-client'

// GET /api/session/export?date_a&date_b (admin) → text/csv (UTF-8 with BOM, ';'), or 400 { message }.
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
    throw new ApiError(response.status, message)
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'consultas.csv'
  return { blob: await response.blob(), fileName }
}

/** Hands the file to the browser as a download. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser time to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function useExportSessions() {
  return useMutation({ mutationFn: exportSessions, onSuccess: ({ blob, fileName }) => saveFile(blob, fileName) })
}
