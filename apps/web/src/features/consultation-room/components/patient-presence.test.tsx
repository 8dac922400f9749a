import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PresenceDto, RoomStateDto } from '@acolhe/shared/api/consultation-room'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { LivePatientPresence } from './patient-presence'

// The professional's home shows a consultation in its window twice (the session card and the week's
// agenda): both must ride one live stream, not one each.

class FakeEventSource {
  static instances: FakeEventSource[] = []
  onmessage: ((event: MessageEvent<string>) => void) | null = null
  onerror: (() => void) | null = null
  closed = false
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this)
  }
  close() {
    this.closed = true
  }
  send(state: RoomStateDto) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(state) })))
  }
}

const waiting: PresenceDto = {
  arrived_at: '2026-12-02T17:02:00.000Z',
  last_seen_at: '2026-12-02T17:03:00.000Z',
  here: true,
  camera: 'OK',
  microphone: 'OK',
  speakers: 'OK',
  connection: 'GOOD',
  latency_ms: 30,
  throughput_kbps: 5000,
  audio_only: false,
}

const room = (sessionId: string, patient: PresenceDto | null): RoomStateDto => ({
  session_id: sessionId,
  professional_id: 'p1',
  viewer: 'professional',
  selected_date: '2026-12-02T17:00:00.000Z',
  status: 'CONFIRMED',
  open: true,
  patient,
  professional: null,
  admitted_at: null,
  room_url: null,
  other_missing_minutes: null,
  patient_phone: null,
  patient_name: 'Bruno Souza',
  professional_name: 'Ana Lima',
  failures: [],
  actions: { admit: false, report_failure: false, resolve_failure: false },
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  FakeEventSource.instances = []
})

const open = (sessionId: string) => FakeEventSource.instances.filter((source) => source.url.endsWith(`/room/${sessionId}/events`))

describe('the live presence line', () => {
  it('opens one EventSource per session however many places show it, updates all of them, and closes it after the last', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => jsonResponse(room(url.endsWith('/s2') ? 's2' : 's1', null))),
    )
    const view = renderWithRouter(
      <>
        <div data-testid="card">
          <LivePatientPresence sessionId="s1" />
        </div>
        <div data-testid="agenda">
          <LivePatientPresence sessionId="s1" compact />
        </div>
        <LivePatientPresence sessionId="s2" compact />
      </>,
    )
    await screen.findAllByTestId('patient-presence')
    expect(FakeEventSource.instances).toHaveLength(2)
    expect(open('s1')).toHaveLength(1)
    expect(open('s2')).toHaveLength(1)

    // One event reaches both the card and the agenda (once the stream's schema has loaded with the first event).
    open('s1')[0]?.send(room('s1', waiting))
    const lines = await screen.findAllByText('Paciente na sala de espera desde 14:02 — câmera ✓ microfone ✓ conexão boa')
    expect(lines).toHaveLength(2)

    view.unmount()
    expect(FakeEventSource.instances.every((source) => source.closed)).toBe(true)
  })

  it('keeps the stream while one place still shows the session', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(room('s1', null))))
    function Home() {
      const [withAgenda, setWithAgenda] = useState(true)
      return (
        <>
          <button type="button" onClick={() => setWithAgenda(false)}>
            hide
          </button>
          <LivePatientPresence sessionId="s1" />
          {withAgenda && <LivePatientPresence sessionId="s1" compact />}
        </>
      )
    }
    renderWithRouter(<Home />)
    expect(await screen.findAllByTestId('patient-presence')).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'hide' }))
    expect(screen.getAllByTestId('patient-presence')).toHaveLength(1)
    expect(FakeEventSource.instances).toHaveLength(1)
    expect(FakeEventSource.instances[0]?.closed).toBe(false)
  })
})
