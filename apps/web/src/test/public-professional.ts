import type { PublicProfessionalDto } from '@acolhe/shared/api/directory'

// A professional as the directory answers them (GET /api/professional/:id), for the tests of booking step 2.

export const publicProfessional: PublicProfessionalDto = {
  id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  first_name: 'Marina',
  last_name: 'Costa',
  professional_type: 'PSYCHOLOGIST',
  registration_label: 'Psicóloga(o) · CRP 06/123456 (SP)',
  credential: { title: 'Psicóloga(o)', registration: 'CRP 06/123456 (SP)', specialty: null, course: null, not_specialist: null, company: null },
  crm_or_crp: '06/123456',
  rqe: null,
  document_state: 'SP',
  brief_description: null,
  profile_photo_url: null,
  video_url: null,
  lattes_url: 'http://lattes.cnpq.br/1',
  service_modality: 'HYBRID',
  allow_returns: false,
  clinic_id: '3f2b6a52-8c1e-4f7a-9b0d-2c3e4f5a6b7c',
  clinic: null,
  in_person_available: false,
  price: { service_value_cents: 15000, operating_cost_cents: 500, price_cents: 15500 },
  social_price: null,
  next_free_hour: null,
  approaches: [],
  themes: [],
  languages: ['PT'],
  gender: null,
  pronouns: null,
}
