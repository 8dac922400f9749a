import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { validationTexts as t } from '../texts/validation'
import { messagesOf } from '../test/messages'
import {
  birthdayIsoField,
  birthdayTextField,
  cpfOrCnpjField,
  emailField,
  lattesUrlField,
  optionalCpfField,
  optionalVideoUrlField,
  passwordField,
  patientFirstNameField,
  patientLastNameField,
  patientPhoneField,
  professionalFirstNameField,
  professionalPhoneField,
  clinicPhoneField,
  registrationCodeField,
  stateField,
  optionalCrpPjField,
  optionalPostgraduateAreaField,
} from './fields'
import { councilTexts } from '../texts/council'

const field = (schema: z.ZodType) => z.object({ f: schema })
const messageFor = (schema: z.ZodType, value: unknown) => messagesOf(field(schema), { f: value }).f

describe('password', () => {
  it.each([
    ['a1', t.passwordMin],
    [`a1${'x'.repeat(254)}`, t.passwordMax],
    ['senha 123', t.passwordChars],
    ['senha123\u0000', t.passwordChars],
    ['somenteletras', t.passwordLetterAndDigit],
    ['123456', t.passwordLetterAndDigit],
  ])('%j → %s', (value, message) => expect(messageFor(passwordField, value)).toBe(message))
  it('accepts accents and common symbols', () => expect(messageFor(passwordField, 'Ação#2026!')).toBeUndefined())
})

describe('email', () => {
  it('is "Email inválido" for a bad format and over 255 characters', () => {
    expect(messageFor(emailField, 'sem-arroba')).toBe(t.emailInvalid)
    expect(messageFor(emailField, `${'a'.repeat(250)}@x.com`)).toBe(t.emailInvalid)
  })
  it('is trimmed and lower-cased', () => expect(emailField.parse('  Ana@Exemplo.COM ')).toBe('ana@exemplo.com'))
})

describe('names', () => {
  it('patient sign-up: min 3 and letters only with its two messages', () => {
    expect(messageFor(patientFirstNameField, 'Jo')).toBe(t.nameMin3)
    expect(messageFor(patientFirstNameField, '')).toBe(t.firstNameRequired)
    expect(messageFor(patientFirstNameField, '   ')).toBe(t.firstNameRequired)
    expect(messageFor(patientLastNameField, '')).toBe(t.lastNameRequired)
    expect(messageFor(patientFirstNameField, 'João3')).toBe(t.firstNameLetters)
    expect(messageFor(patientLastNameField, 'Silva!')).toBe(t.lastNameLetters)
    expect(messageFor(patientLastNameField, 'da Conceição')).toBeUndefined()
  })
  it('professional profile: required, 3-255, letters and accents', () => {
    expect(messageFor(professionalFirstNameField, '')).toBe(t.firstNameRequired)
    expect(messageFor(professionalFirstNameField, 'Al')).toBe(t.firstNameMin)
    expect(messageFor(professionalFirstNameField, 'A'.repeat(256))).toBe(t.firstNameMax)
    expect(messageFor(professionalFirstNameField, 'Ana_')).toBe(t.lettersOnly)
  })
})

// A pinned instant (09:00 in Brasília on 23/11/2026) so the age rule never depends on the day the tests run.
const now = () => new Date('2026-11-23T12:00:00.000Z')

describe('birthday', () => {
  it('typed as dd/mm/aaaa between 1900 and 2029', () => {
    expect(messageFor(birthdayTextField(now), '15/03/1990')).toBeUndefined()
    for (const bad of ['15/03/1899', '15/03/2030', '32/01/1990', '15/13/1990', '1990-03-15']) {
      expect(messageFor(birthdayTextField(now), bad)).toBe(t.birthdayInvalid)
    }
  })
  it('sent as an ISO date with the same range', () => {
    expect(birthdayIsoField(now).parse('1990-03-15T00:00:00.000Z')).toBe('1990-03-15')
    expect(messageFor(birthdayIsoField(now), '2031-01-01')).toBe(t.birthdayInvalid)
    expect(messageFor(birthdayIsoField(now), '15/03/1990')).toBe(t.birthdayInvalid)
  })
  it('refuses a day after today, typed or sent', () => {
    for (const future of ['24/11/2026', '01/01/2028', '31/12/2029']) expect(messageFor(birthdayTextField(now), future)).toBe(t.birthdayFuture)
    expect(messageFor(birthdayIsoField(now), '2029-01-01')).toBe(t.birthdayFuture)
  })
  it('refuses anyone under 18 and accepts the 18th birthday itself', () => {
    expect(messageFor(birthdayTextField(now), '23/11/2026')).toBe(t.birthdayUnderage)
    expect(messageFor(birthdayTextField(now), '01/01/2015')).toBe(t.birthdayUnderage)
    expect(messageFor(birthdayTextField(now), '24/11/2008')).toBe(t.birthdayUnderage)
    expect(messageFor(birthdayTextField(now), '23/11/2008')).toBeUndefined()
    expect(messageFor(birthdayIsoField(now), '2008-11-24')).toBe(t.birthdayUnderage)
    expect(messageFor(birthdayIsoField(now), '2008-11-23')).toBeUndefined()
  })
  it('judges the day in Brasília: 02:00 UTC on the 24th is still the 23rd there', () => {
    const lateEvening = () => new Date('2026-11-24T02:00:00.000Z')
    expect(messageFor(birthdayTextField(lateEvening), '24/11/2008')).toBe(t.birthdayUnderage)
    expect(messageFor(birthdayTextField(() => new Date('2026-11-24T03:00:00.000Z')), '24/11/2008')).toBeUndefined()
  })
  it('someone born on 29 February turns 18 on 1 March of a common year', () => {
    expect(messageFor(birthdayTextField(() => new Date('2026-02-28T15:00:00.000Z')), '29/02/2008')).toBe(t.birthdayUnderage)
    expect(messageFor(birthdayTextField(() => new Date('2026-03-01T15:00:00.000Z')), '29/02/2008')).toBeUndefined()
    expect(messageFor(birthdayTextField(now), '29/02/2007')).toBe(t.birthdayInvalid)
  })
})

describe('phones and documents', () => {
  it('patient phone: required, 11 digits, digits only (mask characters stripped)', () => {
    expect(patientPhoneField.parse('(11) 98888-7777')).toBe('11988887777')
    expect(messageFor(patientPhoneField, '')).toBe(t.phoneRequired)
    expect(messageFor(patientPhoneField, '(11) 9888-777')).toBe(t.phoneLength)
    expect(messageFor(patientPhoneField, '1198888777a')).toBe(t.phoneDigits)
  })
  it('professional phone: 11 digits after stripping', () => {
    expect(professionalPhoneField.parse('(11) 98888-7777')).toBe('11988887777')
    expect(messageFor(professionalPhoneField, '1234')).toBe(t.professionalPhone)
    // Only clinics may have a landline.
    expect(messageFor(professionalPhoneField, '(11) 3123-4567')).toBe(t.professionalPhone)
    expect(clinicPhoneField.parse('(11) 3123-4567')).toBe('1131234567')
    expect(clinicPhoneField.parse('(11) 98888-7777')).toBe('11988887777')
    expect(messageFor(clinicPhoneField, '113123456')).toBe(t.clinicPhone)
  })
  it('CPF is optional, and when given has 11 digits', () => {
    expect(optionalCpfField.parse('')).toBeUndefined()
    expect(optionalCpfField.parse('529.982.247-25')).toBe('52998224725')
    expect(messageFor(optionalCpfField, '529.982')).toBe(t.cpfLength)
    expect(messageFor(optionalCpfField, '5299822472a')).toBe(t.cpfDigits)
  })
  it('CPF or CNPJ: 11 or 14 digits, required', () => {
    expect(cpfOrCnpjField().parse('11.222.333/0001-81')).toBe('11222333000181')
    expect(messageFor(cpfOrCnpjField(), '')).toBe(t.cpfOrCnpjRequired)
    expect(messageFor(cpfOrCnpjField(), '123456789012')).toBe(t.cpfOrCnpjLength)
  })
  it('CRM/CRP: 1-20 letters, digits, slash or hyphen; UF among the 27', () => {
    expect(messageFor(registrationCodeField, '06/12345')).toBeUndefined()
    expect(messageFor(registrationCodeField, 'CRM SP 1')).toBe(t.registrationCodeInvalid)
    expect(messageFor(registrationCodeField, '1'.repeat(21))).toBe(t.registrationCodeInvalid)
    expect(messageFor(stateField, 'SP')).toBeUndefined()
    expect(messageFor(stateField, 'XX')).toBe(t.stateInvalid)
  })
})

describe('links', () => {
  it('lattes: required URL of at most 400 characters', () => {
    expect(messageFor(lattesUrlField, '')).toBe(t.lattesRequired)
    expect(messageFor(lattesUrlField, 'não é url')).toBe(t.urlInvalid)
    expect(messageFor(lattesUrlField, `http://lattes.cnpq.br/${'1'.repeat(400)}`)).toBe(t.urlMax400)
    expect(messageFor(lattesUrlField, 'http://lattes.cnpq.br/1234567890123456')).toBeUndefined()
  })
  it('video: optional, a URL, and a YouTube link with an 11-character id', () => {
    expect(optionalVideoUrlField.parse('')).toBeUndefined()
    expect(messageFor(optionalVideoUrlField, 'video')).toBe(t.urlInvalid)
    expect(messageFor(optionalVideoUrlField, 'https://vimeo.com/123456')).toBe(t.youtubeInvalid)
    expect(messageFor(optionalVideoUrlField, 'https://www.youtube.com/watch?v=abc')).toBe(t.youtubeInvalid)
    expect(messageFor(optionalVideoUrlField, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeUndefined()
    expect(messageFor(optionalVideoUrlField, 'https://youtu.be/dQw4w9WgXcQ')).toBeUndefined()
  })
})

describe('the council’s optional credentials', () => {
  it('CRP PJ: the region 01–24, a slash and up to 6 digits; blank is none', () => {
    expect(optionalCrpPjField.parse(' 06/1234 ')).toBe('06/1234')
    expect(optionalCrpPjField.parse('24/123456')).toBe('24/123456')
    expect(optionalCrpPjField.parse('')).toBeUndefined()
    for (const bad of ['25/1234', '00/1234', '6/1234', '06/', '06/1234567', 'PJ 06/1234']) {
      expect(messageFor(optionalCrpPjField, bad), bad).toBe(councilTexts.crpPjInvalid)
    }
  })

  it('postgraduate area: 3–80 letters, spaces and common punctuation, never a claim to be a specialist', () => {
    expect(optionalPostgraduateAreaField.parse('  Saúde   Mental ')).toBe('Saúde Mental')
    expect(optionalPostgraduateAreaField.parse('Terapia Cognitivo-Comportamental (TCC)')).toBe('Terapia Cognitivo-Comportamental (TCC)')
    expect(optionalPostgraduateAreaField.parse(' ')).toBeUndefined()
    for (const bad of ['TC', '123 Psiquiatria', 'Saúde <b>Mental</b>', 'x'.repeat(81)]) {
      expect(messageFor(optionalPostgraduateAreaField, bad), bad).toBe(councilTexts.postgraduateAreaInvalid)
    }
    for (const claim of ['Especialista em Psiquiatria', 'Especialização em Saúde Mental', 'Psiquiatria RQE']) {
      expect(messageFor(optionalPostgraduateAreaField, claim), claim).toBe(councilTexts.postgraduateAreaNotSpecialty)
    }
  })
})
