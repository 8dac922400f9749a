import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { professionalApiTexts as pt } from '@acolhe/shared/texts/professional-area'
import { validationTexts as vt } from '@acolhe/shared/texts/validation'
import { auditLog } from '../src/db/schema/operations'
import { professionals } from '../src/db/schema/people'
import { createAdmin, createClinic, createPatient, createProfessional } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

describe('PATCH /api/professional-private/{id} (profile edit)', () => {
  let app: TestApp
  let adminId: string
  let adminCookie: string
  let patientCookie: string
  let serial = 0

  beforeAll(async () => {
    app = await createTestApp()
    const db = app.database.db
    const admin = await createAdmin(db, { email: 'admin@exemplo.com' })
    await createPatient(db, { email: 'paciente@exemplo.com' })
    adminId = admin.id
    adminCookie = await logInAs(app, 'admin', 'admin@exemplo.com')
    patientCookie = await logInAs(app, 'patient', 'paciente@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  /** Each test's own professionals: one awaiting authorization, a psychologist and a psychiatrist. */
  async function professionalsOfThisTest() {
    serial += 1
    const db = app.database.db
    const a = await createProfessional(db, { email: `aguardando${serial}@exemplo.com`, authorized: false })
    const b = await createProfessional(db, { email: `psicologa${serial}@exemplo.com`, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })
    const c = await createProfessional(db, { email: `psiquiatra${serial}@exemplo.com`, professionalType: 'PSYCHIATRIST', rqe: '12345' })
    const loggedIn = async (row: { id: string; email: string }) => ({ id: row.id, email: row.email, cookie: await logInAs(app, 'professional', row.email) })
    return { waiting: await loggedIn(a), psychologist: await loggedIn(b), psychiatrist: await loggedIn(c) }
  }

  const edit = (id: string, payload: Record<string, unknown>, cookie?: string) =>
    app.inject({ method: 'PATCH', url: `/api/professional-private/${id}`, payload, headers: cookie ? { cookie } : {} })
  const rowOf = async (id: string) => {
    const [row] = await app.database.db.select().from(professionals).where(eq(professionals.id, id))
    if (!row) throw new Error('professional vanished')
    return row
  }

  it('lets a professional awaiting authorization edit their own profile', async () => {
    const { waiting } = await professionalsOfThisTest()
    const response = await edit(waiting.id, { first_name: 'Renata', phone_number: '(21) 97777-6666', brief_description: 'Atendo adolescentes.' }, waiting.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.json().professional).toMatchObject({ first_name: 'Renata', phone_number: '21977776666', authorized: false })
    expect(await rowOf(waiting.id)).toMatchObject({ firstName: 'Renata', briefDescription: 'Atendo adolescentes.' })
  })

  it("answers 404 to a professional editing someone else's profile and changes nothing", async () => {
    const { psychologist, psychiatrist } = await professionalsOfThisTest()
    const before = await rowOf(psychiatrist.id)
    const response = await edit(psychiatrist.id, { first_name: 'Intrusa' }, psychologist.cookie)
    expect(response.statusCode).toBe(404)
    expect((await rowOf(psychiatrist.id)).firstName).toBe(before.firstName)
  })

  it('refuses anonymous callers (401) and patients (403)', async () => {
    const { psychologist } = await professionalsOfThisTest()
    expect((await edit(psychologist.id, { first_name: 'Anônima' })).statusCode).toBe(401)
    expect((await edit(psychologist.id, { first_name: 'Paciente' }, patientCookie)).statusCode).toBe(403)
    expect((await rowOf(psychologist.id)).firstName).toBe('Carla')
  })

  it('never accepts email, photo url or authorization in the body', async () => {
    const { waiting } = await professionalsOfThisTest()
    for (const payload of [{ email: 'outro@exemplo.com' }, { profile_photo_url: 'https://x/y.png' }, { authorized: true }]) {
      const response = await edit(waiting.id, payload, waiting.cookie)
      expect(response.statusCode).toBe(400)
    }
    expect(await rowOf(waiting.id)).toMatchObject({ email: waiting.email, profilePhotoUrl: null, authorized: false })
  })

  it('keeps contract and professional type for the admin', async () => {
    const { psychologist } = await professionalsOfThisTest()
    const contract = await edit(psychologist.id, { contract: 'PARTNER' }, psychologist.cookie)
    expect(contract.statusCode).toBe(403)
    expect(contract.json()).toEqual({ message: pt.adminOnlyContract, code: expect.any(String) })
    const type = await edit(psychologist.id, { professional_type: 'PSYCHIATRIST', rqe: '1' }, psychologist.cookie)
    expect(type.statusCode).toBe(403)
    expect(type.json()).toEqual({ message: pt.adminOnlyProfessionalType, code: expect.any(String) })
    expect(await rowOf(psychologist.id)).toMatchObject({ contract: 'INDEPENDENT', professionalType: 'PSYCHOLOGIST' })
    // The profile form may send the unchanged values back.
    const same = await edit(psychologist.id, { contract: 'INDEPENDENT', professional_type: 'PSYCHOLOGIST' }, psychologist.cookie)
    expect(same.statusCode).toBe(200)
  })

  it('allows returns only for psychiatrists', async () => {
    const { psychologist, psychiatrist } = await professionalsOfThisTest()
    const refused = await edit(psychologist.id, { allow_returns: true }, psychologist.cookie)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({ message: pt.returnsOnlyPsychiatrist, code: expect.any(String) })
    expect((await rowOf(psychologist.id)).allowReturns).toBe(false)

    const allowed = await edit(psychiatrist.id, { allow_returns: true }, psychiatrist.cookie)
    expect(allowed.statusCode).toBe(200)
    expect(allowed.json().professional.allow_returns).toBe(true)
    expect((await rowOf(psychiatrist.id)).allowReturns).toBe(true)
  })

  it('refuses a psychiatrist removing their RQE, and an in-person modality without a clinic', async () => {
    const { psychologist, psychiatrist } = await professionalsOfThisTest()
    const rqe = await edit(psychiatrist.id, { rqe: '' }, psychiatrist.cookie)
    expect(rqe.statusCode).toBe(422)
    expect(rqe.json()).toEqual({ message: vt.professionalInfoIncomplete, code: expect.any(String) })
    const clinic = await edit(psychologist.id, { service_modality: 'HYBRID' }, psychologist.cookie)
    expect(clinic.statusCode).toBe(422)
    expect(clinic.json()).toEqual({ message: vt.clinicRequired, code: expect.any(String) })
    expect(await rowOf(psychiatrist.id)).toMatchObject({ rqe: '12345' })
    expect((await rowOf(psychologist.id)).serviceModality).toBe('FULL_REMOTE')
  })

  it('moves to a clinic, and an emptied optional field clears it', async () => {
    const { psychologist } = await professionalsOfThisTest()
    const clinic = await createClinic(app.database.db)
    const response = await edit(psychologist.id, { service_modality: 'HYBRID', clinic_id: clinic.id, video_url: '' }, psychologist.cookie)
    expect(response.statusCode).toBe(200)
    expect(await rowOf(psychologist.id)).toMatchObject({ serviceModality: 'HYBRID', clinicId: clinic.id, videoUrl: null })
  })

  it('checks the field rules with their messages', async () => {
    const { psychologist } = await professionalsOfThisTest()
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: 'Jo' }, vt.firstNameMin],
      [{ last_name: 'S4ntos' }, vt.lettersOnly],
      [{ phone_number: '119999' }, vt.professionalPhone],
      [{ cpf_or_cnpj: '123' }, vt.cpfOrCnpjLength],
      [{ video_url: 'https://vimeo.com/1' }, vt.youtubeInvalid],
      [{ clinic_id: 'nao-e-uuid' }, vt.clinicIdInvalid],
    ]
    for (const [payload, message] of cases) {
      const response = await edit(psychologist.id, payload, psychologist.cookie)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json()).toEqual({ message, code: 'VALIDATION' })
    }
  })

  it('lets an admin set contract and type (audited), and turns returns off when leaving psychiatry', async () => {
    const { psychiatrist } = await professionalsOfThisTest()
    const response = await edit(psychiatrist.id, { contract: 'PARTNER', professional_type: 'DOCTOR_POSTGRADUATE', pos_degree: true }, adminCookie)
    expect(response.statusCode).toBe(200)
    expect(await rowOf(psychiatrist.id)).toMatchObject({
      contract: 'PARTNER',
      professionalType: 'DOCTOR_POSTGRADUATE',
      posDegree: true,
      allowReturns: false,
    })
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'professional'), eq(auditLog.entityId, psychiatrist.id)))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actorKind: 'admin', actorId: adminId, action: 'professional.update' })
    expect(JSON.stringify(audit[0]?.after)).not.toContain('argon2')
  })

  it('answers 404 to an admin for an unknown professional', async () => {
    const response = await edit('00000000-0000-4000-8000-000000000000', { first_name: 'Ninguém' }, adminCookie)
    expect(response.statusCode).toBe(404)
  })

  it("refuses, with 409, taking another professional's CPF/CNPJ or council registration, by the professional or an admin", async () => {
    const { psychologist, psychiatrist } = await professionalsOfThisTest()
    const other = await rowOf(psychiatrist.id)
    const before = await rowOf(psychologist.id)

    const sameCpf = await edit(psychologist.id, { cpf_or_cnpj: other.cpfOrCnpj }, psychologist.cookie)
    expect(sameCpf.statusCode).toBe(409)
    expect(sameCpf.json()).toEqual({ message: pt.cpfOrCnpjTaken, code: expect.any(String) })

    const sameCouncil = await edit(psychologist.id, { crm_or_crp: other.crmOrCrp, document_state: other.documentState }, adminCookie)
    expect(sameCouncil.statusCode).toBe(409)
    expect(sameCouncil.json()).toEqual({ message: pt.councilRegistrationTaken, code: expect.any(String) })

    expect(await rowOf(psychologist.id)).toMatchObject({ cpfOrCnpj: before.cpfOrCnpj, crmOrCrp: before.crmOrCrp, authorized: true })
  })
})
