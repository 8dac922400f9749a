import type { SessionDto } from '@acolhe/shared/api/session'
import type { SessionStatus } from '@acolhe/shared/enums'

// What the admin may do with a session, mirroring the server's rules (scheduling.service.ts); the
// server re-checks every one and its message is shown when it refuses.

const LIVE: readonly SessionStatus[] = ['WAITING_CONFIRMATION', 'CREATED', 'CONFIRMED']

type RuleSession = Pick<SessionDto, 'status' | 'payment' | 'selected_date' | 'type' | 'parent_session'> & {
  professional: Pick<SessionDto['professional'], 'professional_type' | 'allow_returns' | 'service_modality'>
}

/** A new date and hour: sessions not yet started, finished or cancelled. */
export function canReschedule(session: RuleSession): boolean {
  return LIVE.includes(session.status)
}

/** Online/in person: hybrid professionals, sessions still to come. */
export function canChangeModality(session: RuleSession, now: Date): boolean {
  return session.professional.service_modality === 'HYBRID' && LIVE.includes(session.status) && new Date(session.selected_date) > now
}

/** 'Já foi pago': anything not yet paid and not cancelled. */
export function canMarkPaid(session: RuleSession): boolean {
  return session.payment !== 'DONE' && session.status !== 'CANCELLED'
}

/**
 * 'Criar retorno' (spec 02 §2, 00-decisions.md): a normal session with no parent, with a psychiatrist who
 * allows returns, once it is finished (a return follows a consultation that happened).
 */
export function canCreateReturn(session: RuleSession): boolean {
  return (
    session.status === 'FINISHED' &&
    session.type === 'DEFAULT' &&
    session.parent_session === null &&
    session.professional.professional_type === 'PSYCHIATRIST' &&
    session.professional.allow_returns
  )
}
