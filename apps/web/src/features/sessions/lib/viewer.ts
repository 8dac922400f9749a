/** Whose home lists the sessions: the wording of a card differs, the server decides its buttons. */
export type Viewer = 'patient' | 'professional'
