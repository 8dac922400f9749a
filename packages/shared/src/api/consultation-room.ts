import { z } from 'zod'
import { roomTexts as t } from '../texts/consultation-room'
import { sessionTexts } from '../texts/session'

// The consultation room's wire shapes (apps/api/src/modules/consultation-room): what a participant sends
// about their devices, and the room as each participant sees it.

export const DEVICE_RESULTS = ['OK', 'FAILED', 'SKIPPED'] as const
export type DeviceResult = (typeof DEVICE_RESULTS)[number]
export const CONNECTION_QUALITIES = ['GOOD', 'FAIR', 'POOR'] as const
export type ConnectionQuality = (typeof CONNECTION_QUALITIES)[number]
export const FAILURE_RESOLUTIONS = ['RESCHEDULED_WITHOUT_FEE', 'NO_SHOW_EXCEPTION'] as const
export type FailureResolution = (typeof FAILURE_RESOLUTIONS)[number]

const deviceResult = z.enum(DEVICE_RESULTS, { error: t.invalidDevice })

/**
 * What leaves the browser after the device check (nothing of the image or the sound): pass, fail or
 * skipped per device, and the connection's figures measured against this server.
 */
export const presenceBodySchema = z.object({
  camera: deviceResult.nullable(),
  microphone: deviceResult.nullable(),
  speakers: deviceResult.nullable(),
  latency_ms: z.number().int().min(0).max(60_000).nullable(),
  throughput_kbps: z.number().int().min(0).max(10_000_000).nullable(),
  audio_only: z.boolean(),
})
export type PresenceBody = z.infer<typeof presenceBodySchema>

export const failureReportBodySchema = z.object({ note: z.string().trim().max(500).optional() })
export const rescheduleWithoutFeeBodySchema = z.object({
  selected_date: z.string({ error: sessionTexts.invalidDate }).datetime({ offset: true, message: sessionTexts.invalidDate }),
})
export const failureParamsSchema = z.object({
  id: z.string({ error: sessionTexts.invalidId }).uuid(sessionTexts.invalidId),
  failureId: z.string({ error: t.failureNotFound }).uuid(t.failureNotFound),
})
export const connectionTestQuerySchema = z.object({ size_kb: z.coerce.number({ error: t.invalidSize }).int(t.invalidSize).min(1, t.invalidSize).max(2048, t.invalidSize) })

const presenceSchema = z.object({
  arrived_at: z.string(),
  last_seen_at: z.string(),
  /** Seen within the last PRESENCE_FRESH_SECONDS: the page is open. */
  here: z.boolean(),
  camera: deviceResult.nullable(),
  microphone: deviceResult.nullable(),
  speakers: deviceResult.nullable(),
  connection: z.enum(CONNECTION_QUALITIES).nullable(),
  latency_ms: z.number().int().nullable(),
  throughput_kbps: z.number().int().nullable(),
  audio_only: z.boolean(),
})
export type PresenceDto = z.infer<typeof presenceSchema>

export const roomFailureSchema = z.object({
  id: z.string(),
  reported_by: z.enum(['patient', 'professional', 'admin']),
  reported_at: z.string(),
  note: z.string().nullable(),
  resolution: z.enum(FAILURE_RESOLUTIONS).nullable(),
  resolved_at: z.string().nullable(),
  moved_to: z.string().nullable(),
})
export type RoomFailureDto = z.infer<typeof roomFailureSchema>

export const roomStateSchema = z.object({
  session_id: z.string(),
  professional_id: z.string(),
  /** Who is looking: the patient, the professional, or an admin (who sees and resolves, never enters). */
  viewer: z.enum(['patient', 'professional', 'admin']),
  selected_date: z.string(),
  status: z.string(),
  /** The room is open now (start window, confirmed or started). */
  open: z.boolean(),
  patient: presenceSchema.nullable(),
  professional: presenceSchema.nullable(),
  admitted_at: z.string().nullable(),
  /**
   * This viewer's link to the video room: the professional's while the room is open, the patient's only
   * once admitted (with signed rooms, the token of decision 039 is signed then, not before).
   */
  room_url: z.string().nullable(),
  /** 5 or 10 when the other party has not arrived that many minutes after the start, else null. */
  other_missing_minutes: z.union([z.literal(5), z.literal(10)]).nullable(),
  /** The patient's phone, for the professional to call when video fails. */
  patient_phone: z.string().nullable(),
  patient_name: z.string(),
  professional_name: z.string(),
  failures: z.array(roomFailureSchema),
  actions: z.object({
    admit: z.boolean(),
    report_failure: z.boolean(),
    resolve_failure: z.boolean(),
  }),
})
export type RoomStateDto = z.infer<typeof roomStateSchema>
