import { createHash, randomBytes } from 'node:crypto'
import type { CalendarFeedCreatedDto, CalendarFeedStatusDto } from '@acolhe/shared/api/calendar-feed'
import { calendarFeedApiTexts as t } from '@acolhe/shared/texts/professional-agenda'
import type { Deps } from '../../deps'
import { NotFoundError } from '../../lib/errors'
import * as repo from './calendar-feed.repository'
import { buildFeedIcs } from './feed-ics'

// The professional's private calendar feed (decision 027). The token is 32 random bytes; only its SHA-256
// is stored (like the login sessions), so the address is shown once. Regenerating replaces it, revoking
// deletes it: either way the old address answers 404 at once.

type FeedDeps = Pick<Deps, 'db' | 'clock' | 'config'>

/** How far back the feed reaches: recent history stays visible, older consultations drop out. */
const HISTORY_DAYS = 90
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
export const feedPath = '/api/agenda.ics'

export async function feedStatus(deps: FeedDeps, professionalId: string): Promise<CalendarFeedStatusDto> {
  const feed = await repo.findFeed(deps.db, professionalId)
  return { active: Boolean(feed), created_at: feed?.createdAt.toISOString() ?? null }
}

export async function createFeed(deps: FeedDeps, professionalId: string): Promise<CalendarFeedCreatedDto> {
  const token = randomBytes(32).toString('base64url')
  const feed = await repo.replaceFeed(deps.db, professionalId, hashOf(token), deps.clock.now())
  return { url: `${deps.config.publicUrl}${feedPath}?token=${token}`, created_at: feed.createdAt.toISOString() }
}

export async function revokeFeed(deps: FeedDeps, professionalId: string): Promise<void> {
  await repo.deleteFeed(deps.db, professionalId)
}

/** The calendar text for a token; an unknown, revoked or malformed token (or a banned owner) is a 404. */
export async function feedIcs(deps: FeedDeps, token: string): Promise<string> {
  const owner = TOKEN_SHAPE.test(token) ? await repo.findProfessionalByTokenHash(deps.db, hashOf(token)) : undefined
  if (!owner || owner.banned) throw new NotFoundError(t.feedNotFound)
  const now = deps.clock.now()
  const sessions = await repo.listFeedSessions(deps.db, owner.id, new Date(now.getTime() - HISTORY_DAYS * 86_400_000))
  return buildFeedIcs(sessions, now)
}
