import { privacyPolicy, professionalTerms, termsOfUse, type LegalDocument } from '@acolhe/shared/texts/ui-legal'

/** The three legal pages and the document each shows. */
export const LEGAL_PAGES: readonly { path: string; document: LegalDocument }[] = [
  { path: '/politica-de-privacidade', document: privacyPolicy },
  { path: '/termos-de-uso', document: termsOfUse },
  { path: '/termos-de-uso-do-profissional', document: professionalTerms },
]
