import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPatient, createProfessional, createService, createSession } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'
import { createTestDatabase } from './helpers/database'

// The consultation room's change notices through Redis publish/subscribe (decision 090): two instances
// on one database, the professional's live stream on one, the patient's arrival posted to the other. With
// REDIS_URL a stream reads the database only every 5 s, so an arrival seen within 1.5 s came by Redis.
const redisUrl = process.env.TEST_REDIS_URL
const NOW = '2026-11-25T16:58:00.000Z'
const START = new Date('2026-11-25T17:00:00.000Z')

describe.skipIf(!redisUrl)('room changes across instances through Redis (TEST_REDIS_URL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let first: TestApp
  let second: TestApp
  beforeAll(async () => {
    database = await createTestDatabase()
    first = await createTestApp({ database, now: NOW, config: { redisUrl } })
    second = await createTestApp({ database, now: NOW, config: { redisUrl } })
    await first.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await first.close()
    await second.close()
    await database.close()
  })

  it("brings the patient's arrival to the professional's stream on the other instance at once", async () => {
    const db = database.db
    const professional = await createProfessional(db, { email: `psi.redis-${Date.now()}@exemplo.com` })
    const patient = await createPatient(db, { email: `paciente.redis-${Date.now()}@exemplo.com` })
    const service = await createService(db, { professionalType: professional.professionalType })
    const session = await createSession(db, { userId: patient.id, professionalId: professional.id, serviceId: service.id, selectedDate: START, status: 'CONFIRMED', payment: 'DONE', meetsUrl: 'https://video.acolhe.example/acolhe-redis' })
    const professionalCookie = await logInAs(first, 'professional', professional.email)
    const patientCookie = await logInAs(second, 'patient', patient.email)
    const address = first.server.address()
    const port = typeof address === 'object' && address ? address.port : 0

    const aborter = new AbortController()
    const stream = await fetch(`http://127.0.0.1:${port}/api/room/${session.id}/events`, { headers: { cookie: professionalCookie }, signal: aborter.signal })
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let buffered = ''
    const nextState = async (matches: (state: { patient: { here: boolean } | null }) => boolean) => {
      for (;;) {
        const events = buffered.split('\n\n')
        buffered = events.pop() ?? ''
        for (const event of events) {
          const data = event.split('\n').find((line) => line.startsWith('data: '))
          const state = data ? (JSON.parse(data.slice(6)) as { patient: { here: boolean } | null }) : null
          if (state && matches(state)) return state
        }
        const { value, done } = await reader.read()
        if (done) throw new Error('the room stream ended')
        buffered += decoder.decode(value, { stream: true })
      }
    }
    try {
      expect((await nextState(() => true)).patient).toBeNull()
      // Let the subscription settle, then arrive on the other instance.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const sent = performance.now()
      const arrived = await second.inject({
        method: 'POST',
        url: `/api/room/${session.id}/presence`,
        headers: { cookie: patientCookie },
        payload: { camera: 'OK', microphone: 'OK', speakers: 'OK', latency_ms: 30, throughput_kbps: 5000, audio_only: false },
      })
      expect(arrived.statusCode).toBe(200)
      await nextState((state) => state.patient?.here === true)
      expect(performance.now() - sent).toBeLessThan(1_500)
    } finally {
      aborter.abort()
    }
  })
})
