// The clinical record's reads; a note or a copy decision refreshes everything under `all`.
export const clinicalRecordsQueryKeys = {
  all: ['clinical-records'] as const,
  patients: ['clinical-records', 'patients'] as const,
  record: (patientId: string) => ['clinical-records', 'record', patientId] as const,
  mine: ['clinical-records', 'mine'] as const,
}
