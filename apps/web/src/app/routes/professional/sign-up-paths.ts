// Where the registration lives and where it leads (spec 02 §2 route table).
export const SIGN_UP_BASE = '/profissional/cadastro'
export const LEGAL_LINKS = { terms: '/termos-de-uso-do-profissional', privacy: '/politica-de-privacidade' } as const
