import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { registerWaitingProfessional, type Patient } from './support/people'
import { adminQuestionOrder, confirmDialog, dashboardCounter, typeMasked } from './support/admin-backoffice'
import { logInThroughApi, logInThroughApiAtHome, submitLoginForm } from './support/login'
import { choose } from './support/professional-journey'

// The back office journeys, through the screens an admin uses.

test('the dashboard counters follow the data: a new inactive clinic adds one registered and one deactivated', async ({ page }) => {
  await logInThroughApiAtHome(page, 'admin')
  const indicators = (await (await page.request.get('/api/dashboard/indicators')).json()) as { professionals: { total: number; psychiatrists: number } }
  expect(await dashboardCounter(page, 'Profissionais', 'Cadastros')).toBe(indicators.professionals.total)
  expect(await dashboardCounter(page, 'Profissionais', 'Psiquiatras')).toBe(indicators.professionals.psychiatrists)
  const registered = await dashboardCounter(page, 'Clínicas', 'Cadastros')
  const deactivated = await dashboardCounter(page, 'Clínicas', 'Desativados')

  const created = await page.request.post('/api/clinic/with-address', {
    data: {
      clinic: { name: 'Clínica Contadora', cnpj: '11222333000181', phone_number: '11987654321', active: false },
      address: { street_name: 'Rua das Contas', district_name: 'Centro', postal_code: '01001000', number: '10', city: 'São Paulo', state: 'SP' },
    },
  })
  expect(created.status()).toBe(201)
  await page.reload()
  expect(await dashboardCounter(page, 'Clínicas', 'Cadastros')).toBe(registered + 1)
  expect(await dashboardCounter(page, 'Clínicas', 'Desativados')).toBe(deactivated + 1)

  await page.getByRole('link', { name: 'Abrir Clínicas' }).click()
  await expect(page).toHaveURL(/\/admin\/clinicas$/)
})

test('the admin authorizes a waiting professional, who then logs in to home', async ({ page, newPage, playwright, baseURL }) => {
  // Its own professional, registered as the registration pages do (the seeded one stays waiting).
  const registration = await playwright.request.newContext({ baseURL })
  const waiting = await registerWaitingProfessional(registration)
  await registration.dispose()

  await logInThroughApi(page.request, 'admin')
  await page.goto('/admin/profissionais')
  await choose(page, 'Autorizado', 'Não autorizado')
  await expect(page).toHaveURL(/authorized=false/)
  await expect(page.getByText('Autorizado: Não autorizado')).toBeVisible()
  await page.getByRole('button', { name: `Autorizar ${waiting.fullName}` }).click()
  await expect(page.getByRole('dialog')).toContainText(`Tem certeza que deseja autorizar o profissional ${waiting.fullName}?`)
  await confirmDialog(page, 'Autorizar')
  await expect(page.getByText('Alterado autorização com sucesso!')).toBeVisible()
  await expect(page.getByRole('button', { name: `Autorizar ${waiting.fullName}` })).toHaveCount(0)

  const professional = await newPage()
  try {
    await submitLoginForm(professional, '/profissional/login', waiting.email, waiting.password)
    await expect(professional).toHaveURL(/\/profissional\/home$/)
  } finally {
    await professional.close()
  }
})

test('the admin creates a clinic with the masks and the rules, then edits it', async ({ page }) => {
  await logInThroughApi(page.request, 'admin')
  await page.goto('/admin/clinicas')
  await page.getByRole('link', { name: 'Nova clínica' }).click()
  await expect(page).toHaveURL(/\/admin\/clinicas\/criar$/)

  await page.getByRole('button', { name: 'Criar clínica' }).click()
  await expect(page.getByText('Estado inválido')).toBeVisible()

  await page.getByLabel('Nome').fill('Clínica Bem Viver')
  await typeMasked(page.getByLabel('CNPJ'), '45723174000110')
  await expect(page.getByLabel('CNPJ')).toHaveValue('45.723.174/0001-10')
  await typeMasked(page.getByLabel('Telefone'), '11955554444')
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 95555-4444')
  await typeMasked(page.getByLabel('CEP'), '05422010')
  await expect(page.getByLabel('CEP')).toHaveValue('05422-010')
  await page.getByLabel('Rua').fill('Rua dos Pinheiros')
  await page.getByLabel('Número').fill('500')
  await page.getByLabel('Bairro').fill('Pinheiros')
  await page.getByLabel('Cidade').fill('São Paulo')
  await choose(page, 'Estado', 'SP')
  await page.getByRole('button', { name: 'Criar clínica' }).click()
  await expect(page.getByText('Clínica criada com sucesso!')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/clinicas$/)

  const row = page.getByTestId('clinic-row').filter({ hasText: 'Clínica Bem Viver' })
  await expect(row).toContainText('45.723.174/0001-10')
  await row.getByRole('link', { name: 'Editar Clínica Bem Viver' }).click()
  await expect(page.getByLabel('Nome')).toHaveValue('Clínica Bem Viver')
  await page.getByLabel('Nome').fill('Clínica Bem Viver Centro')
  await page.getByLabel('Clínica ativa').uncheck({ force: true })
  await page.getByRole('button', { name: 'Salvar alterações' }).click()
  // Deactivating asks first, saying what is tied to the clinic (nothing, for this new one).
  await expect(page.getByRole('dialog')).toContainText('Esta clínica tem 0 profissionais vinculados e 0 consultas presenciais futuras.')
  await confirmDialog(page, 'Desativar')
  await expect(page.getByText('Clínica atualizada com sucesso!')).toBeVisible()

  // Deactivated, it leaves the default (active) list and shows under 'Inativa'.
  await expect(page.getByTestId('clinic-row').filter({ hasText: 'Clínica Bem Viver Centro' })).toHaveCount(0)
  await page.getByText('Inativa', { exact: true }).click()
  await expect(page).toHaveURL(/status=false/)
  await expect(page.getByTestId('clinic-row').filter({ hasText: 'Clínica Bem Viver Centro' })).toBeVisible()
})

/** Finds a patient in /admin/pacientes (five a page) through the search by their unique first name. */
async function searchPatient(page: Page, patient: Patient) {
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(patient.firstName)
  await expect(page).toHaveURL(new RegExp(`search=${patient.firstName}`))
}

test('a banned patient can no longer log in until the admin reactivates them', async ({ page, newPage, newPatient }) => {
  const juliana = await newPatient()
  await logInThroughApi(page.request, 'admin')
  await page.goto('/admin/pacientes')
  await searchPatient(page, juliana)
  await page.getByRole('button', { name: `Desativar ${juliana.fullName}` }).click()
  await expect(page.getByRole('dialog')).toContainText(`Tem certeza que deseja desativar o usuário ${juliana.fullName}?`)
  await page.getByLabel('Motivo (opcional)').fill('Comportamento abusivo com a equipe')
  await confirmDialog(page, 'Desativar')
  await expect(page.getByText('Usuário desativado com sucesso!')).toBeVisible()
  await expect(page.getByRole('link', { name: `Editar ${juliana.fullName}` })).toHaveCount(0)

  await page.getByRole('button', { name: `Ver detalhes de ${juliana.fullName}` }).click()
  await expect(page.getByRole('dialog')).toContainText('Comportamento abusivo com a equipe')
  await page.keyboard.press('Escape')

  const patient = await newPage()
  await submitLoginForm(patient, '/login', juliana.email, juliana.password)
  await expect(patient.getByText('Esta conta está bloqueada. Entre em contato com o suporte.')).toBeVisible()
  await expect(patient).toHaveURL(/\/login$/)

  await page.getByRole('button', { name: `Ativar ${juliana.fullName}` }).click()
  await expect(page.getByRole('dialog')).toContainText(`Tem certeza que deseja ativar o usuário ${juliana.fullName}?`)
  await confirmDialog(page, 'Ativar')
  await expect(page.getByText('Usuário ativado com sucesso!')).toBeVisible()

  await submitLoginForm(patient, '/login', juliana.email, juliana.password)
  await expect(patient).toHaveURL(/\/home$/)
  await patient.close()
})

test('the admin edits a patient, the birthday typed as dd/mm/aaaa', async ({ page, newPatient }) => {
  const juliana = await newPatient()
  await logInThroughApi(page.request, 'admin')
  await page.goto('/admin/pacientes')
  await searchPatient(page, juliana)
  await page.getByRole('link', { name: `Editar ${juliana.fullName}` }).click()
  await expect(page.getByLabel('Email')).toBeDisabled()
  await typeMasked(page.getByLabel('Data de nascimento'), '31022000')
  await page.getByRole('button', { name: 'Salvar alterações' }).click()
  await expect(page.getByText('Data inválida (dd/mm/aaaa)')).toBeVisible()
  await typeMasked(page.getByLabel('Data de nascimento'), '05031990')
  await page.getByRole('button', { name: 'Salvar alterações' }).click()
  await expect(page.getByText('Usuário atualizado com sucesso!')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/pacientes$/)
  const saved = (await (await page.request.get(`/api/user?search=${juliana.firstName}`)).json()) as { data: { birthday: string }[] }
  expect(saved.data[0]?.birthday).toBe('1990-03-05')
})

test('the admin reorders the FAQ by dragging and the landing page follows the new order', async ({ page }) => {
  await logInThroughApi(page.request, 'admin')
  await page.goto('/admin/faq')
  const [first, second] = await adminQuestionOrder(page)

  // Mouse drag: the second question's handle onto the first card.
  const handle = page.getByTestId('faq-drag-handle').nth(1)
  const target = page.getByTestId('faq-item').first()
  const from = await handle.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('FAQ cards are not laid out')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 })
  await page.mouse.move(to.x + 20, to.y + 5, { steps: 10 })
  await page.mouse.up()
  await expect(page.getByText('Ordem das perguntas atualizada!')).toBeVisible()
  expect((await adminQuestionOrder(page)).slice(0, 2)).toEqual([second, first])

  // Keyboard: pick up the (new) first question's handle, move it down one place, drop it.
  // dnd-kit starts listening for the arrows a moment after the pick-up, as a person's pace allows.
  await page.getByTestId('faq-drag-handle').first().focus()
  await page.keyboard.press('Space')
  await page.waitForTimeout(200)
  await page.keyboard.press('ArrowDown')
  await page.waitForTimeout(200)
  // The list shows the new order before the server has it: the reload below must wait for the save's
  // answer, or it cancels the save and shows the old order.
  const keyboardOrderSaved = page.waitForResponse((response) => response.url().endsWith('/api/questions/order') && response.request().method() === 'PATCH')
  await page.keyboard.press('Space')
  expect((await keyboardOrderSaved).status()).toBe(204)
  await expect.poll(async () => (await adminQuestionOrder(page)).slice(0, 2)).toEqual([first, second])

  // Once more by mouse so the landing page has a visible change to show, once the reloaded list is laid
  // out (measuring the handles earlier can drag from where they are not yet).
  await page.reload()
  await expect.poll(async () => (await adminQuestionOrder(page)).slice(0, 2)).toEqual([first, second])
  const handleAgain = await page.getByTestId('faq-drag-handle').nth(1).boundingBox()
  const top = await page.getByTestId('faq-item').first().boundingBox()
  if (!handleAgain || !top) throw new Error('FAQ cards are not laid out')
  await page.mouse.move(handleAgain.x + handleAgain.width / 2, handleAgain.y + handleAgain.height / 2)
  await page.mouse.down()
  await page.mouse.move(handleAgain.x + handleAgain.width / 2, handleAgain.y - 10, { steps: 5 })
  await page.mouse.move(top.x + 20, top.y + 5, { steps: 10 })
  // As above: the landing page is opened once the server has the new order, not while it is being saved.
  const mouseOrderSaved = page.waitForResponse((response) => response.url().endsWith('/api/questions/order') && response.request().method() === 'PATCH')
  await page.mouse.up()
  expect((await mouseOrderSaved).status()).toBe(204)
  await expect.poll(async () => (await adminQuestionOrder(page)).slice(0, 2)).toEqual([second, first])

  await page.goto('/')
  const faq = page.getByRole('region', { name: 'Perguntas frequentes' })
  // The FAQ is filled by the app, which loads as the visitor scrolls near it (decision 052).
  await faq.scrollIntoViewIfNeeded()
  await expect(faq.getByRole('button').first()).toHaveText(second ?? '')
  await expect(faq.getByRole('button').nth(1)).toHaveText(first ?? '')
})

test('the admin creates a question and edits it in the dialog; the FAQ rules show their messages', async ({ page }) => {
  await logInThroughApi(page.request, 'admin')
  await page.goto('/admin/faq')
  await page.getByRole('link', { name: 'Nova pergunta' }).click()
  await expect(page).toHaveURL(/\/admin\/faq\/criar$/)
  await page.getByRole('textbox', { name: 'Pergunta', exact: true }).fill('Curta?')
  await page.getByLabel('Resposta').fill('Uma resposta suficientemente longa.')
  await page.getByLabel('Prioridade').fill('11')
  await page.getByRole('button', { name: 'Criar pergunta' }).click()
  await expect(page.getByText('Pergunta deve ter no mínimo 10 caracteres')).toBeVisible()
  await expect(page.getByText('Prioridade deve ser no máximo 10')).toBeVisible()
  await page.getByRole('textbox', { name: 'Pergunta', exact: true }).fill('Posso levar um acompanhante?')
  await page.getByLabel('Prioridade').fill('3')
  await page.getByRole('button', { name: 'Criar pergunta' }).click()
  await expect(page.getByText('Faq criada com sucesso!')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/faq$/)

  await page.getByRole('link', { name: '2', exact: true }).or(page.getByRole('button', { name: '2', exact: true })).click()
  await page.getByRole('button', { name: 'Editar a pergunta: Posso levar um acompanhante?' }).click()
  await page.getByRole('dialog').getByRole('textbox', { name: 'Pergunta', exact: true }).fill('Posso levar um acompanhante à consulta?')
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Faq atualizada com sucesso!')).toBeVisible()
  await page.getByRole('button', { name: 'Apagar a pergunta: Posso levar um acompanhante à consulta?' }).click()
  await expect(page.getByRole('dialog')).toContainText('Tem certeza que deseja deletar a faq?')
  await confirmDialog(page, 'Deletar')
  await expect(page.getByText('Faq deletada com sucesso!')).toBeVisible()
})
