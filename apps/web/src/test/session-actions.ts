import type { SessionActionsDto } from '@acolhe/shared/api/session'

// What a session answer says the viewer may do, for jsdom tests: nothing, unless a test says otherwise
// (the server decides these; the screens only show them).
export function sessionActions(allowed: Partial<SessionActionsDto> = {}): SessionActionsDto {
  return {
    pay: false,
    edit: false,
    reschedule: false,
    reschedule_refusal: null,
    change_modality: false,
    cancel: false,
    cancel_free_until: null,
    cancel_refund_cents: null,
    book_return: false,
    clinical_record: false,
    start: false,
    end: false,
    join: 'hidden',
    join_opens_at: null,
    room: false,
    mark_paid: false,
    receipt: false,
    mark_patient_no_show: false,
    mark_professional_no_show: false,
    no_show_refund_cents: null,
    ...allowed,
  }
}
