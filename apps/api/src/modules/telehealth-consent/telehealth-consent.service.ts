import type { TelehealthConsentStatusDto } from '@acolhe/shared/api/telehealth-consent'
import type { AcceptTelehealthConsentBody } from '@acolhe/shared/schemas/telehealth-consent'
import { sessionTexts } from '@acolhe/shared/texts/session'
import { telehealthConsentTexts as t } from '@acolhe/shared/texts/telehealth-consent'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { AppError, NotFoundError } from '../../lib/errors'
import type { Clock } from '../../lib/clock'
import * as repo from './telehealth-consent.repository'

// Informed consent to online care (decision 034): a patient accepts the version in force once per
// professional before booking an online session with them; a new version is asked again.

export type ConsentDeps = { db: Db; clock: Clock; config: Pick<Config, 'telehealthConsentVersion'> }

function consentRequired(version: string, message: string = t.required) {
  return new AppError(422, message, 'TELEHEALTH_CONSENT_REQUIRED', { consent_version: version })
}

/** Refuses (422, TELEHEALTH_CONSENT_REQUIRED, naming the version) unless the version in force was accepted. */
export async function assertTelehealthConsent(deps: Omit<ConsentDeps, 'clock'>, pair: repo.ConsentPair): Promise<void> {
  const version = deps.config.telehealthConsentVersion
  if (!(await repo.acceptedAt(deps.db, pair, version))) throw consentRequired(version)
}

export async function consentStatus(deps: ConsentDeps, patientId: string, professionalId: string): Promise<TelehealthConsentStatusDto> {
  const version = deps.config.telehealthConsentVersion
  const at = await repo.acceptedAt(deps.db, { userId: patientId, professionalId }, version)
  return { professional_id: professionalId, version, accepted_at: at?.toISOString() ?? null, current: at !== null }
}

/** The patient accepts; only the version in force can be accepted (an older screen is told the new one). */
export async function acceptConsent(deps: ConsentDeps, patientId: string, body: AcceptTelehealthConsentBody): Promise<TelehealthConsentStatusDto> {
  const version = deps.config.telehealthConsentVersion
  if (body.version !== version) throw consentRequired(version, t.outdated)
  if (!(await repo.professionalExists(deps.db, body.professional_id))) throw new NotFoundError(sessionTexts.professionalNotFound)
  await repo.recordConsent(deps.db, { userId: patientId, professionalId: body.professional_id }, version, deps.clock.now())
  return consentStatus(deps, patientId, body.professional_id)
}

/** What a session's professional or an admin sees on an online session: the latest consent, or nulls. */
export type SessionConsentDto = { version: string | null; accepted_at: string | null }

/** The consent a session shows, from the pair's latest acceptance (none: nulls). */
export function sessionConsentDto(latest: { version: string; acceptedAt: Date } | undefined): SessionConsentDto {
  return { version: latest?.version ?? null, accepted_at: latest?.acceptedAt.toISOString() ?? null }
}

/** The consent shown on each of many sessions, read in one query: `of(pair)` answers for any listed pair. */
export async function consentsOnSessions(db: Db, pairs: repo.ConsentPair[]): Promise<{ of: (pair: repo.ConsentPair) => SessionConsentDto }> {
  const latest = await repo.latestConsents(db, pairs)
  return {
    of(pair) {
      return sessionConsentDto(latest.get(repo.pairKey(pair)))
    },
  }
}
