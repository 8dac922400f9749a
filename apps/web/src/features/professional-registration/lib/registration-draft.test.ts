import { afterEach, describe, expect, it } from 'vitest'
import { firstIncompleteStep, registrationBodyOf } from './registration-body'
import { clearDraft, hasDraft, loadDraft, loadStep, saveStep } from './registration-draft'

const personal = {
  first_name: 'Beatriz',
  last_name: 'Nogueira',
  email: 'beatriz@exemplo.com.br',
  birthday: '09/04/1988',
  password: 'Senha123',
  repeat_password: 'Senha123',
  terms_accepted: true as const,
}
const documentation = {
  professional_type: 'PSYCHOLOGIST' as const,
  cpf_or_cnpj: '529.982.247-25',
  crm_or_crp: '06/12345',
  document_state: 'SP' as const,
  rqe: '',
  pos_degree: false,
  lattes_url: 'http://lattes.cnpq.br/1234567890123456',
}
const contact = { phone_number: '(11) 98888-7777', brief_description: '', video_url: '' }
const modality = { service_modality: 'FULL_REMOTE' as const, clinic_id: '' }

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('registration draft', () => {
  it('keeps each step in local storage, and the passwords only in session storage', () => {
    saveStep('personal', personal)
    saveStep('documentation', documentation)
    const stored = JSON.parse(localStorage.getItem('acolhe.professional-registration.personal') ?? '{}')
    expect(stored).toEqual({ first_name: 'Beatriz', last_name: 'Nogueira', email: 'beatriz@exemplo.com.br', birthday: '09/04/1988', terms_accepted: true })
    expect(JSON.stringify({ ...localStorage })).not.toContain('Senha123')
    // A reload reads both back.
    expect(loadStep('personal')).toEqual(personal)
    expect(loadStep('documentation')).toEqual(documentation)
    expect(hasDraft()).toBe(true)
  })

  it('is cleared entirely after success', () => {
    saveStep('personal', personal)
    saveStep('contact', contact)
    clearDraft()
    expect(hasDraft()).toBe(false)
    expect(loadDraft()).toEqual({ personal: {}, documentation: {}, contact: {}, modality: {} })
  })

  it('reads a damaged entry as empty', () => {
    localStorage.setItem('acolhe.professional-registration.contact', '{nope')
    expect(loadStep('contact')).toEqual({})
  })

  it('names the first incomplete step, and builds the body once all four pass', () => {
    expect(firstIncompleteStep(loadDraft())).toBe('personal')
    saveStep('personal', personal)
    saveStep('documentation', { ...documentation, crm_or_crp: '' })
    expect(firstIncompleteStep(loadDraft())).toBe('documentation')
    expect(registrationBodyOf(loadDraft())).toBeNull()
    saveStep('documentation', documentation)
    saveStep('contact', contact)
    saveStep('modality', modality)
    expect(firstIncompleteStep(loadDraft())).toBeNull()
    const body = registrationBodyOf(loadDraft())
    expect(body).toMatchObject({
      email: 'beatriz@exemplo.com.br',
      birthday: '1988-04-09',
      cpf_or_cnpj: '52998224725',
      phone_number: '11988887777',
      crm_or_crp: '06/12345',
      service_modality: 'FULL_REMOTE',
      terms_accepted: true,
    })
    expect(body).not.toHaveProperty('repeat_password')
  })

  it('asks for the personal step again when the passwords were lost with the tab', () => {
    saveStep('personal', personal)
    saveStep('documentation', documentation)
    saveStep('contact', contact)
    saveStep('modality', modality)
    sessionStorage.clear()
    expect(firstIncompleteStep(loadDraft())).toBe('personal')
  })
})
