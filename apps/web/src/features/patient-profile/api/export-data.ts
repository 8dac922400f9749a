import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { saveFile } from '../../../lib/save-file'

// GET /api/user/me/export → every datum held about the patient as JSON (LGPD access and portability).
// Fetched rather than linked so a failure shows a message instead of a downloaded error page.

export const EXPORT_FILE_NAME = 'acolhe-meus-dados.json'

export async function exportData(): Promise<Blob> {
  const data = await api.get<unknown>('/user/me/export')
  return new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
}


export function useExportData() {
  return useMutation({ mutationFn: exportData, onSuccess: (blob) => saveFile(blob, EXPORT_FILE_NAME) })
}
