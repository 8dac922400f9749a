import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminTexts as a } from '@acolhe/shared/texts/admin-api'
import { validationTexts as v } from '@acolhe/shared/texts/validation'
import { faqQuestions } from '../src/db/schema/catalogue'
import { createAdmin, createFaq, createPatient } from '../src/seed/factories'
import { createTestApp, type TestApp } from './helpers/app'
import { logInAs } from './helpers/auth'

describe('FAQ API', () => {
  let app: TestApp
  let admin: string
  beforeAll(async () => {
    app = await createTestApp()
    await createAdmin(app.deps.db, { email: 'adm.faq@exemplo.com' })
    admin = await logInAs(app, 'admin', 'adm.faq@exemplo.com')
  })
  afterAll(async () => {
    await app.close()
  })

  // The FAQ is one list for the whole product: a test that counts or orders it starts from an empty one.
  const startFromEmptyFaq = () => app.deps.db.delete(faqQuestions)
  const list = (query = '', cookie?: string) => app.inject({ method: 'GET', url: `/api/questions${query}`, headers: cookie ? { cookie } : {} })

  it('creates, edits and deletes questions (admin), lists them paged 5 by default in display order', async () => {
    await startFromEmptyFaq()
    const ids: string[] = []
    for (let i = 1; i <= 6; i += 1) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/questions',
        headers: { cookie: admin },
        payload: { question: `Pergunta número ${i}?`, answer: `Resposta completa ${i}.`, priority: 5 },
      })
      expect(created.statusCode).toBe(201)
      ids.push(created.json().question.id)
    }
    const first = await list()
    expect(first.json().total).toBe(6)
    expect(first.json().data.map((q: { id: string }) => q.id)).toEqual(ids.slice(0, 5))
    const edited = await app.inject({ method: 'PATCH', url: `/api/questions/${ids[0]}`, headers: { cookie: admin }, payload: { answer: 'Resposta revista e ampliada.' } })
    expect(edited.json().question.answer).toBe('Resposta revista e ampliada.')
    expect((await app.inject({ method: 'DELETE', url: `/api/questions/${ids[5]}`, headers: { cookie: admin } })).statusCode).toBe(204)
    expect((await app.inject({ method: 'DELETE', url: `/api/questions/${ids[5]}`, headers: { cookie: admin } })).json()).toEqual({ message: a.questionNotFound, code: expect.any(String) })
  })

  it('reorders by the dragged order, which the public list follows; a partial order is refused', async () => {
    await startFromEmptyFaq()
    for (const [i, question] of ['Como agendar?', 'Posso remarcar?', 'Como pagar?'].entries()) {
      await createFaq(app.deps.db, { question, answer: 'Resposta de exemplo para a pergunta.', position: i })
    }
    const current = (await list('?limit=100', admin)).json().data.map((q: { id: string }) => q.id) as string[]
    const reversed = [...current].reverse()
    const ok = await app.inject({ method: 'PATCH', url: '/api/questions/order', headers: { cookie: admin }, payload: { ids: reversed } })
    expect(ok.statusCode).toBe(204)
    expect((await list('?limit=100')).json().data.map((q: { id: string }) => q.id)).toEqual(reversed)
    const partial = await app.inject({ method: 'PATCH', url: '/api/questions/order', headers: { cookie: admin }, payload: { ids: reversed.slice(1) } })
    expect(partial.statusCode).toBe(422)
    expect(partial.json()).toEqual({ message: a.questionOrderInvalid, code: expect.any(String) })
  })

  const create = async (question: string, priority: number): Promise<string> => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: { cookie: admin },
      payload: { question, answer: 'Resposta de exemplo para a pergunta.', priority },
    })
    expect(created.statusCode).toBe(201)
    return created.json().question.id
  }
  const questionsOn = async (query: string, cookie?: string) => (await list(query, cookie)).json().data.map((q: { question: string }) => q.question) as string[]

  it('orders by priority, higher first, ties by creation: a new priority-10 question comes first, not last on page 2', async () => {
    await startFromEmptyFaq()
    for (let i = 1; i <= 6; i += 1) await create(`Pergunta comum ${i}?`, 5)
    await create('Pergunta importante?', 10)
    await create('Pergunta média antiga?', 8)
    await create('Pergunta média nova?', 8)

    expect(await questionsOn('?page=1&limit=5')).toEqual(['Pergunta importante?', 'Pergunta média antiga?', 'Pergunta média nova?', 'Pergunta comum 1?', 'Pergunta comum 2?'])
    expect(await questionsOn('?page=2&limit=5', admin)).toEqual(['Pergunta comum 3?', 'Pergunta comum 4?', 'Pergunta comum 5?', 'Pergunta comum 6?'])
  })

  it('moves a question when its priority is edited', async () => {
    await startFromEmptyFaq()
    await create('Primeira pergunta?', 9)
    const last = await create('Segunda pergunta?', 3)
    const edited = await app.inject({ method: 'PATCH', url: `/api/questions/${last}`, headers: { cookie: admin }, payload: { priority: 10 } })
    expect(edited.statusCode).toBe(200)
    expect(await questionsOn('?limit=100')).toEqual(['Segunda pergunta?', 'Primeira pergunta?'])
  })

  it('rewrites the priorities to match a drag, so a priority-8 question dragged above a 10 stays there on every page', async () => {
    await startFromEmptyFaq()
    const ten = await create('Pergunta dez?', 10)
    const eight = await create('Pergunta oito?', 8)
    const others: string[] = []
    for (let i = 1; i <= 5; i += 1) others.push(await create(`Pergunta cinco ${i}?`, 5))
    const dragged = [eight, ten, ...others]

    const ok = await app.inject({ method: 'PATCH', url: '/api/questions/order', headers: { cookie: admin }, payload: { ids: dragged } })
    expect(ok.statusCode).toBe(204)

    const all = (await list('?limit=100', admin)).json().data as { id: string; priority: number }[]
    expect(all.map((q) => q.id)).toEqual(dragged)
    expect(all.map((q) => q.priority)).toEqual([8, 8, 5, 5, 5, 5, 5])
    expect(await questionsOn('?page=1&limit=5')).toEqual(['Pergunta oito?', 'Pergunta dez?', 'Pergunta cinco 1?', 'Pergunta cinco 2?', 'Pergunta cinco 3?'])
    expect(await questionsOn('?page=2&limit=5')).toEqual(['Pergunta cinco 4?', 'Pergunta cinco 5?'])
  })

  it('counts public readings as views, not the admin’s', async () => {
    const question = await createFaq(app.deps.db, { question: 'Conta acessos?', answer: 'Sim, cada leitura pública.', position: 0 })
    await list('?limit=100')
    await list('?limit=100')
    await list('?limit=100', admin)
    const read = (await list('?limit=100', admin)).json().data.find((q: { id: string }) => q.id === question.id)
    expect(read.views).toBe(2)
  })

  it('refuses writes to anonymous (401) and patients (403)', async () => {
    await createPatient(app.deps.db, { email: 'pac.faq@exemplo.com' })
    const patient = await logInAs(app, 'patient', 'pac.faq@exemplo.com')
    const payload = { question: 'Pergunta válida aqui?', answer: 'Resposta válida aqui.', priority: 3 }
    expect((await app.inject({ method: 'POST', url: '/api/questions', payload })).statusCode).toBe(401)
    expect((await app.inject({ method: 'POST', url: '/api/questions', headers: { cookie: patient }, payload })).statusCode).toBe(403)
  })

  it.each([
    [{ question: 'Curta?' }, v.questionMin],
    [{ question: 'q'.repeat(501) }, v.questionMax],
    [{ answer: 'Curta.' }, v.answerMin],
    [{ answer: 'a'.repeat(2001) }, v.answerMax],
    [{ priority: 0 }, v.priorityMin],
    [{ priority: 11 }, v.priorityMax],
  ])('validates %j with its message', async (change, message) => {
    const payload = { question: 'Pergunta válida aqui?', answer: 'Resposta válida aqui.', priority: 3, ...change }
    const response = await app.inject({ method: 'POST', url: '/api/questions', headers: { cookie: admin }, payload })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, code: 'VALIDATION' })
  })
})
