// The questionnaires' reads; a schedule, an answer or a read alert refreshes everything under `all`.
export const questionnairesQueryKeys = {
  all: ['questionnaires'] as const,
  patient: (patientId: string) => ['questionnaires', 'patient', patientId] as const,
  marks: ['questionnaires', 'marks'] as const,
  alerts: ['questionnaires', 'alerts'] as const,
  open: ['questionnaires', 'open'] as const,
  history: ['questionnaires', 'history'] as const,
}
