/**
 * Version of the professional terms of use (/termos-de-uso-do-profissional) and privacy policy the
 * registration checkbox accepts. Bump it when the texts change; each acceptance is stored with the
 * version in force (LGPD), like the patients' in modules/accounts/terms.ts.
 */
export const PROFESSIONAL_TERMS_VERSION = '2026-11-01'
