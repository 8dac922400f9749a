import type { AdminDto } from '@acolhe/shared/api/admin'
import type { PatientDto } from '@acolhe/shared/api/patient'
import type { ProfessionalDto } from '@acolhe/shared/api/professional'

// People as the API answers them, for jsdom tests of the login pages and shells.

export const patient: PatientDto = {
  id: '5b0e5c8e-0b7e-4d55-9c55-2f1f3a0c9a11',
  email: 'paciente@acolhe.local',
  first_name: 'Juliana',
  last_name: 'Souza',
  birthday: '1990-04-12',
  cpf: null,
  phone_number: '11987654321',
  profile_photo_url: null,
  is_complete: true,
  is_member: false,
  banned: false,
  google_permissions_allowed: false,
  reminders_enabled: true,
  time_zone: 'America/Sao_Paulo',
  created_at: '2026-11-01T12:00:00.000Z',
  last_login: null,
}

export const professional: ProfessionalDto = {
  id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  email: 'psicologa@acolhe.local',
  first_name: 'Marina',
  last_name: 'Costa',
  phone_number: '11912345678',
  birthday: '1985-02-20',
  profile_photo_url: null,
  clinic_id: null,
  service_modality: 'FULL_REMOTE',
  lattes_url: 'http://lattes.cnpq.br/123',
  video_url: null,
  brief_description: null,
  crm_or_crp: '06/123456',
  rqe: null,
  cpf_or_cnpj: '12345678901',
  document_state: 'SP',
  pos_degree: false,
  crp_pj: null,
  postgraduate_area: null,
  professional_type: 'PSYCHOLOGIST',
  contract: 'INDEPENDENT',
  authorized: true,
  suspended: false,
  allow_returns: false,
}

export const admin: AdminDto = {
  id: '9e8d7c6b-5a49-4382-b1a0-9f8e7d6c5b4a',
  first_name: 'Ana',
  last_name: 'Admin',
  email: 'admin@acolhe.local',
  active: true,
  profile_photo_url: null,
}
