import { useMutation } from '@tanstack/react-query'
import { downloadFile } from '../../../lib/api-client'
import { saveFile } from '../../../lib/save-file'

// GET /api/session/export?date_a&date_b (admin) → text/csv (UTF-8 with BOM, ';'), or 400 { message, code }.

export type ExportPeriod = { date_a: string; date_b: string }

export async function exportSessions(period: ExportPeriod): Promise<{ blob: Blob; fileName: string }> {
  return downloadFile('/session/export', period, 'consultas.csv')
}

export function useExportSessions() {
  return useMutation({ mutationFn: exportSessions, onSuccess: ({ blob, fileName }) => saveFile(blob, fileName) })
}
