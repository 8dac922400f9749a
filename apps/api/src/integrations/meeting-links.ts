import { randomBytes } from 'node:crypto'

/** An unguessable room per session (128 random bits), under the configured Jitsi base URL. */
export function createMeetingUrl(baseUrl: string): string {
  return `${baseUrl}/acolhe-${randomBytes(16).toString('base64url')}`
}
