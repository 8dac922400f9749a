import { clinicalRecordTexts as t } from '@acolhe/shared/texts/clinical-records'
import { brasiliaDate, brasiliaDateTime } from '../../lib/brasilia-format'

// The patient's copy of a record as plain UTF-8 text: readable anywhere, printable, and every character
// of the notes kept as written (a PDF with the standard fonts would have to simplify some).

export type RecordCopyData = {
  patientName: string
  professionalName: string
  registry: string
  approvedAt: Date
  notes: { sessionDate: Date; writtenAt: Date; text: string }[]
}

export function renderRecordCopy(data: RecordCopyData): { fileName: string; text: string } {
  const rule = '='.repeat(60)
  const lines = [
    `Acolhe — ${t.copyTitle}`,
    rule,
    t.copyPatient(data.patientName),
    t.copyProfessional(data.professionalName, data.registry),
    t.copyApprovedAt(brasiliaDateTime(data.approvedAt)),
    '',
  ]
  if (data.notes.length === 0) lines.push(t.copyEmpty, '')
  for (const note of data.notes) {
    lines.push('-'.repeat(60), t.copySession(brasiliaDateTime(note.sessionDate)), t.copyWrittenAt(brasiliaDateTime(note.writtenAt)), '', note.text, '')
  }
  lines.push(rule, t.copyFooter, '')
  const fileDate = brasiliaDate(data.approvedAt).split('/').reverse().join('-')
  return { fileName: t.copyFileName(fileDate), text: lines.join('\r\n') }
}
