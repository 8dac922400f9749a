import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PresenceDto, RoomStateDto } from '@acolhe/shared/api/consultation-room'
import { roomTexts as t } from '@acolhe/shared/texts/consultation-room'
import { jsonResponse, renderWithRouter } from '../../../test/render'
import { ProfessionalRoomPage } from './professional-room-page'

// The professional's room page: the same device check as the patient's before 'Admitir', then their
// presence sent with the check's results. jsdom has no camera nor microphone (both fail, as a browser
// without them would); the connection test is answered here.

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

const room: RoomStateDto = {
  session_id: 's1',
  professional_id: 'p1',
  viewer: 'professional',
  selected_date: '2026-12-02T17:00:00.000Z',
  status: 'CONFIRMED',
  open: true,
  patient: waiting,
  professional: null,
  admitted_at: null,
  room_url: 'https://meet.jit.si/acolhe-s1',
  other_missing_minutes: null,
  patient_phone: '(11) 98888-7777',
  patient_name: 'Bruno Souza',
  professional_name: 'Ana Lima',
  failures: [],
  actions: { admit: true, report_failure: false, resolve_failure: false },
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("the professional's room page", () => {
  it("asks for the device check before 'Admitir', then says the professional is here with its results", async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/room/connection-test')) return new Response(new Uint8Array(1024))
      if (url === '/api/room/s1/presence' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as PresenceDto
        return jsonResponse({ ...room, professional: { ...waiting, ...body, connection: 'GOOD' } })
      }
      return jsonResponse(room)
    })
    vi.stubGlobal('fetch', fetchMock)
    renderWithRouter(<ProfessionalRoomPage sessionId="s1" />)

    const check = await screen.findByTestId('device-check')
    expect(screen.getByTestId('patient-presence').textContent).toContain('Paciente na sala de espera desde 14:02')
    expect(screen.queryByRole('button', { name: t.admit })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: t.professionalRoomLink })).not.toBeInTheDocument()
    expect(within(check).getByRole('button', { name: t.professionalContinue })).toBeDisabled()
    await vi.waitFor(() => expect(within(check).getByTestId('check-connection').getAttribute('data-result')).toBe('ok'))
    const presenceCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/room/s1/presence')
    expect(presenceCalls()).toHaveLength(0)

    await userEvent.click(within(check).getByRole('button', { name: t.continueAudioOnly }))
    await vi.waitFor(() => expect(presenceCalls()).toHaveLength(1))
    const body = JSON.parse(String(presenceCalls()[0]?.[1]?.body)) as Record<string, unknown>
    expect(body).toMatchObject({ camera: 'SKIPPED', microphone: 'FAILED', speakers: 'SKIPPED', audio_only: true })
    expect(body.latency_ms).toEqual(expect.any(Number))
    expect(body.throughput_kbps).toEqual(expect.any(Number))

    expect(await screen.findByRole('button', { name: t.admit })).toBeInTheDocument()
    expect(screen.queryByTestId('device-check')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: t.professionalRoomLink })).toBeInTheDocument()
    expect((await screen.findByTestId('own-devices')).textContent).toBe('Seus aparelhos: câmera — microfone ✗ conexão boa (só áudio)')
  })
})
