import type { ActorKind } from '@acolhe/shared/enums'

/** Who is making the request, from the session cookie; `request.actor` is this or null. */
export type Actor =
  | { kind: 'patient'; id: string; sessionId: string }
  | { kind: 'professional'; id: string; sessionId: string; /** approved by an admin */ authorized: boolean; /** the admin withdrew the authorization */ suspended: boolean }
  | { kind: 'admin'; id: string; sessionId: string }

export type ActorOf<K extends ActorKind> = Extract<Actor, { kind: K }>

/** Who acts, as the domain rules see it: the kind and the id (tests and jobs act without a login). */
export type ActorRef = Pick<Actor, 'kind' | 'id'>
