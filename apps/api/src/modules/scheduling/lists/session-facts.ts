import type { SessionRow } from '../scheduling.repository'
import type { PolicySession } from '../policy/policy-types'
import type { SessionView } from './session-view-query.repository'

/**
 * What a session's answer is made of: the joined view's columns that `toSessionDto`, the policy and the
 * meeting link read. The Drizzle-mapped view (one session, the admin's list) has them and more; the
 * lists a person reads of their own sessions map exactly these by hand (listed-session-view.repository.ts).
 */
export type SessionFacts = {
  session: PolicySession &
    Pick<
      SessionRow,
      'id' | 'serviceId' | 'availableDateId' | 'serviceValueCents' | 'operatingCostCents' | 'createdAt' | 'patientConfirmedAt' | 'seriesId'
    >
  professional: Omit<SessionView['professional'], 'email'>
  patient: SessionView['patient']
  clinic: { name: string } | null
  address: Pick<NonNullable<SessionView['address']>, 'streetName' | 'number' | 'districtName' | 'city' | 'state' | 'postalCode' | 'ref'> | null
  hasReturn: boolean
  noShow: SessionView['noShow']
}
