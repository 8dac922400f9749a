// The clinic's two contact addresses, in a module of their own: the accessibility statement's link
// (loaded by every page) needs one, and importing it from ui-legal.ts put the three legal documents
// into the chunk every page downloads (decision 107).

export const LEGAL_CONTACT_EMAIL = 'privacidade@acolhe.com.br'
export const SUPPORT_EMAIL = 'suporte@acolhe.com.br'
