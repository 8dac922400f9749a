import { describe, expect, it } from 'vitest'
import { councilCredential, councilCredentialLine, councilExtraFieldsOf, type CouncilFacts } from './credentials'

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
    expect(councilCredential(ricardo)).toEqual({ title: 'Médico psiquiatra', registration: 'CRM/RJ 123456', specialty: 'RQE 45678', course: null, notSpecialist: null, company: null })
    expect(councilCredentialLine(ricardo)).toBe('Médico psiquiatra · CRM/RJ 123456 · RQE 45678')
  })

  it('follows a doctor’s postgraduate course with NÃO ESPECIALISTA, and never shows an RQE they do not have', () => {
    const helena: CouncilFacts = { professional_type: 'DOCTOR_POSTGRADUATE', crm_or_crp: '234567', document_state: 'SP', rqe: null, pos_degree: true, gender: 'FEMALE' }
    expect(councilCredentialLine(helena)).toBe('Médica · CRM/SP 234567 · Pós-graduação — NÃO ESPECIALISTA')
    expect(councilCredentialLine({ ...helena, pos_degree: false, gender: null })).toBe('Médica(o) · CRM/SP 234567')
  })

  it('names the area of a course that is not a specialty, followed by NÃO ESPECIALISTA (CFM 2.336/2023 art. 13)', () => {
    const helena: CouncilFacts = { professional_type: 'DOCTOR_POSTGRADUATE', crm_or_crp: '234567', document_state: 'SP', rqe: null, pos_degree: true, gender: 'FEMALE', postgraduate_area: 'Saúde Mental' }
    expect(councilCredential(helena)).toMatchObject({ course: 'Pós-graduação em Saúde Mental', notSpecialist: 'NÃO ESPECIALISTA', specialty: null })
    expect(councilCredentialLine(helena)).toBe('Médica · CRM/SP 234567 · Pós-graduação em Saúde Mental — NÃO ESPECIALISTA')
    // An area kept from before the course was unticked is not shown: the doctor no longer declares it.
    expect(councilCredentialLine({ ...helena, pos_degree: false })).toBe('Médica · CRM/SP 234567')
    // A psychiatrist's course beyond the RQE's specialty is shown after it, also as NÃO ESPECIALISTA.
    const ricardo: CouncilFacts = { professional_type: 'PSYCHIATRIST', crm_or_crp: '123456', document_state: 'RJ', rqe: '45678', pos_degree: false, gender: 'MALE', postgraduate_area: 'Terapia Cognitivo-Comportamental' }
    expect(councilCredentialLine(ricardo)).toBe('Médico psiquiatra · CRM/RJ 123456 · RQE 45678 · Pós-graduação em Terapia Cognitivo-Comportamental — NÃO ESPECIALISTA')
    // A psychologist never shows a doctor's course.
    expect(councilCredentialLine({ ...camila, postgraduate_area: 'Saúde Mental' })).toBe('Psicóloga · CRP 06/123456 (SP)')
  })

  it('shows a psychologist’s registered company by its CRP PJ, and no one else’s', () => {
    expect(councilCredential({ ...camila, crp_pj: '06/1234' })).toMatchObject({ company: 'CRP PJ 06/1234' })
    expect(councilCredentialLine({ ...camila, crp_pj: '06/1234' })).toBe('Psicóloga · CRP 06/123456 (SP) · CRP PJ 06/1234')
    expect(councilCredentialLine({ ...camila, crp_pj: null })).toBe('Psicóloga · CRP 06/123456 (SP)')
    const ricardo: CouncilFacts = { professional_type: 'PSYCHIATRIST', crm_or_crp: '123456', document_state: 'RJ', rqe: '45678', pos_degree: false, gender: 'MALE', crp_pj: '06/1234' }
    expect(councilCredential(ricardo).company).toBeNull()
  })
})

describe('councilExtraFieldsOf', () => {
  it('asks a psychologist for the CRP PJ only, and a course area only where the credential shows one', () => {
    expect(councilExtraFieldsOf('PSYCHOLOGIST', false)).toEqual({ crpPj: true, postgraduateArea: false })
    expect(councilExtraFieldsOf('PSYCHIATRIST', false)).toEqual({ crpPj: false, postgraduateArea: true })
    expect(councilExtraFieldsOf('DOCTOR_POSTGRADUATE', false)).toEqual({ crpPj: false, postgraduateArea: false })
    expect(councilExtraFieldsOf('DOCTOR_POSTGRADUATE', true)).toEqual({ crpPj: false, postgraduateArea: true })
  })
})
