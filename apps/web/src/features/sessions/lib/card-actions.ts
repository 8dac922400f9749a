import type { SessionDto } from '@acolhe/shared/api/session'
import { START_WINDOW_AFTER_MINUTES, START_WINDOW_BEFORE_MINUTES, TIME_ZONE } from '@acolhe/shared/constants'
import type { SessionStatus } from '@acolhe/shared/enums'

export type Viewer = 'patient' | 'professional'

/** Which buttons a session card shows (spec 01 §4, 00-decisions.md); the server re-checks every one. */
export type CardActions = {
  start: boolean
  end: boolean
  /** 'Acessar Consulta': hidden, shown disabled, or enabled (STARTED with a link). */
  access: 'hidden' | 'disabled' | 'enabled'
  edit: boolean
  pay: boolean
  bookReturn: boolean
  cancel: boolean
  receipt: boolean
}

const MINUTE = 60_000
const LIVE: readonly SessionStatus[] = ['WAITING_CONFIRMATION', 'CREATED', 'CONFIRMED']
const brasiliaDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(date)

type CardSession = Pick<
  SessionDto,
  'status' | 'payment' | 'selected_date' | 'is_online' | 'meets_url' | 'type' | 'parent_session' | 'checkout_expires_at' | 'price_cents'
> & { professional: Pick<SessionDto['professional'], 'allow_returns' | 'professional_type'> }

/** 'Iniciar consulta': CONFIRMED, same Brasília day, from 10 minutes before to 50 minutes after the start. */
export function inStartWindow(session: Pick<SessionDto, 'status' | 'selected_date'>, now: Date): boolean {
  if (session.status !== 'CONFIRMED') return false
  const start = new Date(session.selected_date)
  const opens = start.getTime() - START_WINDOW_BEFORE_MINUTES * MINUTE
  const closes = start.getTime() + START_WINDOW_AFTER_MINUTES * MINUTE
  return brasiliaDay(now) === brasiliaDay(start) && now.getTime() >= opens && now.getTime() <= closes
}

/** 'Marcar retorno': a finished normal session with no parent, with a psychiatrist who allows returns. */
export function canBookReturn(session: CardSession): boolean {
  return (
    session.status === 'FINISHED' &&
    session.type === 'DEFAULT' &&
    session.parent_session === null &&
    session.professional.allow_returns &&
    session.professional.professional_type === 'PSYCHIATRIST'
  )
}

function accessOf(session: CardSession): CardActions['access'] {
  if (!session.is_online || !(LIVE.includes(session.status) || session.status === 'STARTED')) return 'hidden'
  return session.status === 'STARTED' && session.meets_url ? 'enabled' : 'disabled'
}

export function cardActions(session: CardSession, viewer: Viewer, now: Date): CardActions {
  const upcoming = new Date(session.selected_date).getTime() > now.getTime()
  const live = LIVE.includes(session.status) && upcoming
  const checkoutOpen = !session.checkout_expires_at || new Date(session.checkout_expires_at).getTime() > now.getTime()
  const base = { access: accessOf(session), receipt: session.payment === 'DONE' && session.price_cents > 0 }
  if (viewer === 'professional') {
    return {
      ...base,
      start: inStartWindow(session, now),
      end: session.status === 'STARTED',
      edit: false,
      pay: false,
      bookReturn: false,
      cancel: live,
      receipt: false,
    }
  }
  return {
    ...base,
    start: false,
    end: false,
    // Editing holds the reschedule, the modality switch and the cancellation (spec 01 §4).
    edit: live,
    pay: session.status === 'CREATED' && session.payment !== 'DONE' && upcoming && checkoutOpen,
    bookReturn: canBookReturn(session),
    cancel: false,
  }
}
