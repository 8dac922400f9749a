import { adminPatientsQueryKeys } from '../../../lib/admin-lists/patients-api'

// Every change to a patient invalidates the lists (wherever shown) and the record (related lists refresh after a change).
export const patientQueryKeys = {
  all: adminPatientsQueryKeys.all,
  one: (id: string) => [...adminPatientsQueryKeys.all, 'one', id] as const,
}
