/**
 * Version of the patient terms of use and privacy policy the sign-up checkbox accepts. Bump it when
 * the texts change; each acceptance is stored with the version in force (LGPD).
 */
export const TERMS_VERSION = '2026-11-01'
