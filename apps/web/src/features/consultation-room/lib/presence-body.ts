import type { PresenceBody } from '@acolhe/shared/api/consultation-room'
import type { CheckResults } from '../components/device-check'

/** What a page tells the server about its side: pass/fail per device, the connection's figures, audio only. */
export const presenceOf = (results: CheckResults, audioOnly: boolean): PresenceBody => ({
  camera: results.camera,
  microphone: results.microphone,
  speakers: results.speakers,
  latency_ms: results.latencyMs,
  throughput_kbps: results.throughputKbps,
  audio_only: audioOnly,
})
