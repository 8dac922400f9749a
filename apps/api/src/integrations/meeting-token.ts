import { createHmac } from 'node:crypto'
import { SESSION_MINUTES, START_WINDOW_BEFORE_MINUTES } from '@acolhe/shared/constants'

// Signed rooms on a self-hosted Jitsi (docs/decisions/039-meeting-room-tokens.md). With token
// authentication on, Jitsi lets into a room only who brings a JWT signed with the shared secret, naming
// the room, and valid now. Each participant's link carries their own token, valid only around the
// consultation, and the link is handed out only in that period.

const MINUTE = 60_000
/** How long after the session's 50 minutes a token still opens the room (a consultation that ran over). */
export const MEETING_TOKEN_MARGIN_MINUTES = 15
/** Jitsi's documented audience for tokens of its own deployment. */
export const MEETING_TOKEN_AUDIENCE = 'jitsi'

export type MeetingJwtConfig = { secret: string; appId: string }
export type MeetingParticipant = { id: string; name: string; moderator: boolean }

/** When a participant's token opens the room: from the start window's opening to the end plus a margin. */
export function meetingTokenWindow(start: Date): { notBefore: Date; expires: Date } {
  return {
    notBefore: new Date(start.getTime() - START_WINDOW_BEFORE_MINUTES * MINUTE),
    expires: new Date(start.getTime() + (SESSION_MINUTES + MEETING_TOKEN_MARGIN_MINUTES) * MINUTE),
  }
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** An HS256 JSON Web Token (RFC 7519) of `claims`. */
export function signHs256(claims: Record<string, unknown>, secret: string): string {
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`
}

const seconds = (instant: Date) => Math.floor(instant.getTime() / 1000)

/** The claims Jitsi's token authentication reads: audience, app id, domain, room, validity, the user. */
export function meetingClaims(room: URL, start: Date, participant: MeetingParticipant, config: MeetingJwtConfig, now: Date) {
  const { notBefore, expires } = meetingTokenWindow(start)
  return {
    aud: MEETING_TOKEN_AUDIENCE,
    iss: config.appId,
    sub: room.hostname,
    room: decodeURIComponent(room.pathname.split('/').filter(Boolean).pop() ?? ''),
    iat: seconds(now),
    nbf: seconds(notBefore),
    exp: seconds(expires),
    context: { user: { id: participant.id, name: participant.name, moderator: participant.moderator } },
  }
}

/**
 * The link `participant` is given for the room at `meetingUrl`: with tokens configured, the room with
 * their token while `now` is inside the token's window and nothing otherwise; without, the room as is.
 */
export function meetingLinkFor(
  meetingUrl: string | null,
  start: Date,
  participant: MeetingParticipant | null,
  config: MeetingJwtConfig | undefined,
  now: Date,
): string | null {
  if (!meetingUrl || !config) return meetingUrl
  const { notBefore, expires } = meetingTokenWindow(start)
  if (!participant || now < notBefore || now > expires) return null
  const room = new URL(meetingUrl)
  room.searchParams.set('jwt', signHs256(meetingClaims(room, start, participant, config, now), config.secret))
  return room.toString()
}
