import { describe, expect, it } from 'vitest'
import { PAGE_SIZES } from '@acolhe/shared/constants'
import { adminPatientsQueryOptions } from './admin-lists/patients-api'
import { adminProfessionalsQueryOptions } from './admin-lists/professionals-api'
import { adminSessionQueryKeys, invalidateAdminSessions } from './admin-session-query-keys'
import { clinicsQueryKeys, clinicsQueryOptions } from './clinics-api'
import { createQueryClient } from './query-client'
import { questionsQueryKeys, questionsQueryOptions } from './questions-api'
import { publicProfessionalsQueryOptions } from './public-professionals-api'
import { mySessionsQueryOptions } from './session-api/list-my-sessions'
import { sessionsQueryKeys } from './session-query-keys'
import { weeklySlotsQueryKeys, weeklySlotsQueryOptions } from './weekly-slots-api'

// Query keys name the resource, not the screen: every view of one resource hangs under its key, so the
// invalidation a change makes reaches them all: a view under a screen-named key would stay stale.

function cacheWith(keys: readonly (readonly unknown[])[]) {
  const queryClient = createQueryClient()
  for (const key of keys) queryClient.setQueryData(key, { cached: true })
  return queryClient
}

const invalidated = (queryClient: ReturnType<typeof createQueryClient>, keys: readonly (readonly unknown[])[]) =>
  keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)

describe('query keys by resource', () => {
  it("an admin's FAQ change reaches the landing's accordion as well as the admin's list", async () => {
    const views = [questionsQueryOptions(1, PAGE_SIZES.publicFaq).queryKey, questionsQueryOptions(2, 7).queryKey]
    const queryClient = cacheWith(views)
    await queryClient.invalidateQueries({ queryKey: questionsQueryKeys.all })
    expect(invalidated(queryClient, views)).toEqual([true, true])
  })

  it("a clinic's change reaches the admin's lists and the active clinics every form offers", async () => {
    const views = [clinicsQueryOptions({ page: 1, limit: 5 }).queryKey, clinicsQueryKeys.active, clinicsQueryKeys.one('c1')]
    const queryClient = cacheWith(views)
    await queryClient.invalidateQueries({ queryKey: clinicsQueryKeys.all })
    expect(invalidated(queryClient, views)).toEqual([true, true, true])
  })

  it("a slot's change in the calendar reaches the practice card of the same professional", () => {
    expect(weeklySlotsQueryOptions(null).queryKey).toEqual(weeklySlotsQueryKeys.mine)
    expect(weeklySlotsQueryOptions('p1').queryKey).toEqual(weeklySlotsQueryKeys.of('p1'))
  })

  it("a consultation's change reaches the home's list and the professional's week", async () => {
    const views = [
      mySessionsQueryOptions({ statistic: true, limit: PAGE_SIZES.consultations, page: 1, tab: 'upcoming' }).queryKey,
      mySessionsQueryOptions({ limit: 100, page: 1, date_a: '2026-11-23', date_b: '2026-11-29' }).queryKey,
    ]
    const queryClient = cacheWith(views)
    await queryClient.invalidateQueries({ queryKey: sessionsQueryKeys.all })
    expect(invalidated(queryClient, views)).toEqual([true, true])
  })

  it("an admin's change to a consultation reaches the consultation lists and the booking wizard's patient and professional lists", async () => {
    const views = [adminSessionQueryKeys.list({ page: 1 }), adminPatientsQueryOptions({ page: 1, limit: 5 }).queryKey, adminProfessionalsQueryOptions({ page: 1, limit: 5 }).queryKey]
    const untouched = publicProfessionalsQueryOptions({ page: 1, limit: 12 }).queryKey
    const queryClient = cacheWith([...views, untouched])
    await invalidateAdminSessions(queryClient)
    expect(invalidated(queryClient, views)).toEqual([true, true, true])
    expect(queryClient.getQueryState(untouched)?.isInvalidated).toBe(false)
  })
})
