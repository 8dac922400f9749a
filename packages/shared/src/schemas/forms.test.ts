import { describe, expect, it } from 'vitest'
import { validationTexts as t } from '../texts/validation'
import { messagesOf } from '../test/messages'
import { newPasswordFormSchema, recoveryCodeSchema } from './auth'
import { availabilitySlotBodySchema, unavailabilityBodySchema } from './calendar'
import { clinicWithAddressBodySchema } from './clinic'
import { faqBodySchema } from './faq'
import { patientCompleteFormSchema, patientSignUpBodySchema, patientSignUpStepOneSchema, patientSignUpStepTwoSchema } from './patient'
import {
  professionalDocumentationStepSchema,
  professionalModalityStepSchema,
  professionalRegistrationBodySchema,
} from './professional'

// A pinned instant, so the birthday's age rule never depends on the day the tests run.
const now = () => new Date('2026-11-23T12:00:00.000Z')
const CLINIC_ID = '6f1c2b9e-4a7d-4c1e-9b2a-3d5e7f9a1b2c'

describe('patient sign-up', () => {
  it('step 1: the repeated password must match, on the repeat field', () => {
    expect(messagesOf(patientSignUpStepOneSchema, { email: 'a@b.com', password: 'Senha123', repeat_password: 'Senha124' })).toEqual({
      repeat_password: t.passwordsDiffer,
    })
  })
  it('step 2: every rule with its message', () => {
    expect(
      messagesOf(patientSignUpStepTwoSchema(now), { first_name: 'Jo', last_name: 'S1', birthday: '31/02/1990', cpf: '123', phone_number: '', terms_accepted: false }),
    ).toEqual({
      first_name: t.nameMin3,
      last_name: t.nameMin3,
      birthday: t.birthdayInvalid,
      cpf: t.cpfLength,
      phone_number: t.phoneRequired,
      terms_accepted: t.termsRequired,
    })
  })
  it('the complement form carries the password pair too', () => {
    const valid = {
      first_name: 'Ana',
      last_name: 'Souza',
      birthday: '01/02/1995',
      cpf: '',
      phone_number: '(11) 98888-7777',
      terms_accepted: true,
      password: 'Senha123',
      repeat_password: 'Senha123',
    }
    expect(messagesOf(patientCompleteFormSchema(now), valid)).toEqual({})
    expect(messagesOf(patientCompleteFormSchema(now), { ...valid, repeat_password: 'x' })).toEqual({ repeat_password: t.passwordsDiffer })
  })
  it('POST /user: step-2 data must come whole and with the terms', () => {
    expect(messagesOf(patientSignUpBodySchema(now), { email: 'a@b.com', password: 'Senha123' })).toEqual({})
    expect(messagesOf(patientSignUpBodySchema(now), { email: 'a@b.com', password: 'Senha123', first_name: 'Ana' })).toMatchObject({
      last_name: t.lastNameRequired,
      birthday: t.birthdayInvalid,
      phone_number: t.phoneRequired,
      terms_accepted: t.termsRequired,
    })
    expect(messagesOf(patientSignUpBodySchema(now), { email: 'a@b.com', password: 'Senha123', is_member: true })).not.toEqual({})
  })
})

describe('professional registration', () => {
  const documentation = { professional_type: 'PSYCHOLOGIST', cpf_or_cnpj: '529.982.247-25', crm_or_crp: '06/12345', document_state: 'SP', lattes_url: 'http://lattes.cnpq.br/1' }
  it('psychologist: CRP and UF', () => {
    expect(messagesOf(professionalDocumentationStepSchema, documentation)).toEqual({})
    // The step marks the missing field itself, and the form as a whole carries the notice.
    expect(messagesOf(professionalDocumentationStepSchema, { ...documentation, document_state: '' })).toEqual({ documentation: t.professionalInfoIncomplete, document_state: t.required })
  })
  it('psychiatrist: CRM, UF and RQE', () => {
    const psychiatrist = { ...documentation, professional_type: 'PSYCHIATRIST', crm_or_crp: '123456' }
    expect(messagesOf(professionalDocumentationStepSchema, psychiatrist)).toEqual({ documentation: t.professionalInfoIncomplete, rqe: t.required })
    expect(messagesOf(professionalDocumentationStepSchema, { ...psychiatrist, rqe: '7890' })).toEqual({})
  })
  it('doctor: CRM and UF, the postgraduate flag optional', () => {
    const doctor = { ...documentation, professional_type: 'DOCTOR_POSTGRADUATE', crm_or_crp: '123456' }
    expect(professionalDocumentationStepSchema.parse(doctor).pos_degree).toBe(false)
    expect(messagesOf(professionalDocumentationStepSchema, { ...doctor, crm_or_crp: '' })).toEqual({ documentation: t.professionalInfoIncomplete, crm_or_crp: t.required })
  })
  it('documents: CPF or CNPJ required', () => {
    expect(messagesOf(professionalDocumentationStepSchema, { ...documentation, cpf_or_cnpj: '' })).toEqual({ cpf_or_cnpj: t.cpfOrCnpjRequired })
  })
  it('modality: a clinic unless FULL_REMOTE', () => {
    expect(messagesOf(professionalModalityStepSchema, { service_modality: 'FULL_REMOTE' })).toEqual({})
    expect(messagesOf(professionalModalityStepSchema, { service_modality: 'HYBRID', clinic_id: '' })).toEqual({ clinic_id: t.clinicRequired })
    expect(messagesOf(professionalModalityStepSchema, { service_modality: 'FULL_PRESENCIAL', clinic_id: 'abc' })).toEqual({ clinic_id: t.clinicIdInvalid })
    expect(messagesOf(professionalModalityStepSchema, { service_modality: 'FULL_PRESENCIAL', clinic_id: CLINIC_ID })).toEqual({})
  })
  it('the whole body applies both rules and refuses unknown fields', () => {
    const body = {
      first_name: 'Ana',
      last_name: 'Lima',
      email: 'ana@exemplo.com',
      birthday: '1985-05-05',
      password: 'Senha123',
      terms_accepted: true,
      ...documentation,
      phone_number: '11988887777',
      service_modality: 'HYBRID',
      clinic_id: CLINIC_ID,
    }
    expect(messagesOf(professionalRegistrationBodySchema(now), body)).toEqual({})
    expect(messagesOf(professionalRegistrationBodySchema(now), { ...body, clinic_id: undefined })).toEqual({ clinic_id: t.clinicRequired })
    expect(messagesOf(professionalRegistrationBodySchema(now), { ...body, authorized: true })).not.toEqual({})
  })
})

describe('clinic', () => {
  const clinic = { name: 'Clínica Bem Estar', cnpj: '11.222.333/0001-81', phone_number: '(11) 3333-44445' }
  const address = { street_name: 'Rua das Flores', district_name: 'Centro', postal_code: '01310-100', number: '120A', city: 'São Paulo', state: 'SP' }
  it('accepts a masked, valid clinic and address', () => {
    expect(messagesOf(clinicWithAddressBodySchema, { clinic, address })).toEqual({})
  })
  it('gives each rule its message', () => {
    expect(
      messagesOf(clinicWithAddressBodySchema, {
        clinic: { name: 'Cl', cnpj: '123', phone_number: '1' },
        address: { street_name: 'Rua', district_name: 'C', postal_code: '1', number: 'sem', city: 'SP', state: 'ZZ', ref: 'x'.repeat(256) },
      }),
    ).toEqual({
      'clinic.name': t.clinicNameInvalid,
      'clinic.cnpj': t.cnpjLength,
      'clinic.phone_number': t.clinicPhone,
      'address.street_name': t.streetLength,
      'address.district_name': t.districtLength,
      'address.postal_code': t.postalCodeLength,
      'address.number': t.addressNumberInvalid,
      'address.city': t.cityLength,
      'address.state': t.stateInvalid,
      'address.ref': t.refMax,
    })
  })
})

describe('FAQ', () => {
  it('question 10-500, answer 10-2000, priority 1-10', () => {
    expect(messagesOf(faqBodySchema, { question: 'curta', answer: 'curta', priority: 0 })).toEqual({
      question: t.questionMin,
      answer: t.answerMin,
      priority: t.priorityMin,
    })
    expect(messagesOf(faqBodySchema, { question: 'q'.repeat(501), answer: 'a'.repeat(2001), priority: 11 })).toEqual({
      question: t.questionMax,
      answer: t.answerMax,
      priority: t.priorityMax,
    })
    expect(faqBodySchema.parse({ question: 'Como funciona?', answer: 'Você escolhe um horário.', priority: '3' }).priority).toBe(3)
  })
})

describe('calendar', () => {
  it('availability: full hours and start before end', () => {
    expect(messagesOf(availabilitySlotBodySchema, { week_day: 1, start_time: '0800', end_time: '1200' })).toEqual({})
    expect(messagesOf(availabilitySlotBodySchema, { week_day: 7, start_time: '0830', end_time: '1200' })).toEqual({
      week_day: t.weekDayInvalid,
      start_time: t.hourInvalid,
    })
    expect(messagesOf(availabilitySlotBodySchema, { week_day: 1, start_time: '1200', end_time: '0800' })).toEqual({ end_time: t.startBeforeEnd })
  })
  it('unavailability: the end cannot precede the start; reason up to 255', () => {
    const period = { type: 'VACATION', start_date: '2026-12-20', end_date: '2027-01-05' }
    expect(messagesOf(unavailabilityBodySchema, period)).toEqual({})
    expect(messagesOf(unavailabilityBodySchema, { ...period, end_date: '2026-12-19' })).toEqual({ end_date: t.endBeforeStart })
    expect(messagesOf(unavailabilityBodySchema, { ...period, reason: 'r'.repeat(256) })).toEqual({ reason: t.reasonMax })
    expect(messagesOf(unavailabilityBodySchema, { ...period, type: 'NAP' })).toEqual({ type: t.unavailabilityTypeInvalid })
  })
})

describe('password recovery', () => {
  it('the code has 6 digits and the new password is repeated', () => {
    expect(messagesOf(recoveryCodeSchema, { email: 'a@b.com', code: '12345' })).toEqual({ code: t.recoveryCodeInvalid })
    expect(messagesOf(newPasswordFormSchema, { password: 'Senha123', repeat_password: 'Senha321' })).toEqual({ repeat_password: t.passwordsDiffer })
  })
})
