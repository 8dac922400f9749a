import { describe, expect, it } from 'vitest'
import { councilCredential, councilCredentialLine, type CouncilFacts } from './credentials'

const camila: CouncilFacts = { professional_type: 'PSYCHOLOGIST', crm_or_crp: '06/123456', document_state: 'SP', rqe: null, pos_degree: false, gender: 'FEMALE' }

describe('the credential line each council asks for', () => {
  it('names a psychologist with the word psicóloga(o) and the CRP with its state', () => {
    expect(councilCredentialLine(camila)).toBe('Psicóloga · CRP 06/123456 (SP)')
    expect(councilCredentialLine({ ...camila, gender: 'MALE' })).toBe('Psicólogo · CRP 06/123456 (SP)')
    expect(councilCredentialLine({ ...camila, gender: null })).toBe('Psicóloga(o) · CRP 06/123456 (SP)')
    expect(councilCredentialLine({ ...camila, gender: 'NON_BINARY' })).toBe('Psicóloga(o) · CRP 06/123456 (SP)')
  })

  it('names a psychiatrist with the CRM of the state and the RQE of the specialty', () => {
    const ricardo: CouncilFacts = { professional_type: 'PSYCHIATRIST', crm_or_crp: '123456', document_state: 'RJ', rqe: '45678', pos_degree: true, gender: 'MALE' }
    expect(councilCredential(ricardo)).toEqual({ title: 'Médico psiquiatra', registration: 'CRM/RJ 123456', specialty: 'RQE 45678', course: null, notSpecialist: null })
    expect(councilCredentialLine(ricardo)).toBe('Médico psiquiatra · CRM/RJ 123456 · RQE 45678')
  })

  it('follows a doctor’s postgraduate course with NÃO ESPECIALISTA, and never shows an RQE they do not have', () => {
    const helena: CouncilFacts = { professional_type: 'DOCTOR_POSTGRADUATE', crm_or_crp: '234567', document_state: 'SP', rqe: null, pos_degree: true, gender: 'FEMALE' }
    expect(councilCredentialLine(helena)).toBe('Médica · CRM/SP 234567 · Pós-graduação NÃO ESPECIALISTA')
    expect(councilCredentialLine({ ...helena, pos_degree: false, gender: null })).toBe('Médica(o) · CRM/SP 234567')
  })
})
