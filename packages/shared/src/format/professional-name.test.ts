import { describe, expect, it } from 'vitest'
import { professionalWithTitle, type NamedProfessional } from './professional-name'

const camila: NamedProfessional = { first_name: 'Camila', last_name: 'Andrade Ribeiro', gender: 'FEMALE', professional_type: 'PSYCHOLOGIST', crm_or_crp: '06/123456' }

describe('a professional’s name as the patient reads it', () => {
  it('uses the doctor’s title of the gender the profile states', () => {
    expect(professionalWithTitle({ ...camila, professional_type: 'DOCTOR_POSTGRADUATE', crm_or_crp: '234567' })).toBe('Dra. Camila Andrade Ribeiro')
    expect(professionalWithTitle({ ...camila, first_name: 'Ricardo', last_name: 'Mendes', gender: 'MALE', professional_type: 'PSYCHIATRIST', crm_or_crp: '123456' })).toBe('Dr. Ricardo Mendes')
  })

  it('never calls a psychologist Dr./Dra. (a title the profile does not show they hold): the CRP instead', () => {
    expect(professionalWithTitle(camila)).toBe('Camila Andrade Ribeiro · CRP 06/123456')
    expect(professionalWithTitle({ ...camila, gender: 'MALE' })).toBe('Camila Andrade Ribeiro · CRP 06/123456')
  })

  it('presumes no title without a stated gender: the council registration instead', () => {
    expect(professionalWithTitle({ ...camila, gender: null })).toBe('Camila Andrade Ribeiro · CRP 06/123456')
    expect(professionalWithTitle({ ...camila, gender: 'NON_BINARY', professional_type: 'PSYCHIATRIST', crm_or_crp: '123456' })).toBe('Camila Andrade Ribeiro · CRM 123456')
  })
})
