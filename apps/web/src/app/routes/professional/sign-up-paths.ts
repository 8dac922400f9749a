// Where the registration lives and where it leads (docs/product/screens-and-routes.md).
export const SIGN_UP_BASE = '/profissional/cadastro'
export const LEGAL_LINKS = { terms: '/termos-de-uso-do-profissional', privacy: '/politica-de-privacidade' } as const
