import { expect, test } from './support/fixtures'
import { confirmDialog } from './support/admin-backoffice'
import { chooseRow, reviewedHour, sessionCard } from './support/admin-sessions'
import { chooseDayAndHour, professionalIdOf, PSYCHOLOGIST } from './support/booking-steps'
import { DAY_SLICES, ownDay } from './support/hours'
import { logInThroughApi } from './support/login'
import { choose } from './support/professional-journey'

// Decision 012: the admin books a consultation for a (fresh) patient in four steps, finds it awaiting
// payment in /admin/consultas, marks it paid with 'Já foi pago' and sees it confirmed; the filter
// chips drive the list.

test('the admin books for the patient in four steps, then marks the consultation paid', async ({ page, newPatient }) => {
  test.setTimeout(120_000)
  const patient = await newPatient()
  const PATIENT = patient.fullName
  const ownDate = (await ownDay(page.request, await professionalIdOf(page.request, PSYCHOLOGIST), DAY_SLICES.psychologist.adminBooks)).date
  await logInThroughApi(page.request, 'admin')
  await page.goto('/admin/consultas')
  await page.getByRole('link', { name: 'Nova consulta' }).click()
  await expect(page).toHaveURL(/\/admin\/consultas\/agendar$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Agendar Consulta' })).toBeVisible()
  const stepper = page.getByLabel('Etapas do agendamento')
  for (const step of ['Pacientes', 'Profissionais', 'Data/Hora', 'Sucesso']) await expect(stepper.getByText(step)).toBeVisible()

  // Step 1: Pacientes.
  const next = page.getByRole('button', { name: 'Próximo' })
  await expect(next).toBeDisabled()
  await choose(page, 'Estado do cadastro', 'Completo')
  await expect(page.getByText('Estado do cadastro: Completo')).toBeVisible()
  await chooseRow(page, PATIENT)
  await expect(page).toHaveURL(/[?&]d=/)
  await next.click()

  // Step 2: Profissionais, with the four filters.
  await expect(page.getByRole('heading', { name: 'Escolha o profissional' })).toBeVisible()
  for (const filter of ['Autorizado', 'Tipo de contrato', 'Tipo de profissional', 'Modalidade']) await expect(page.getByRole('combobox', { name: filter })).toBeVisible()
  await expect(next).toBeDisabled()
  await chooseRow(page, PSYCHOLOGIST)
  await next.click()

  // Step 3: Data/Hora, 'Revisão', 'Confirmar agendamento', on this spec's own day (support/hours.ts).
  const { review } = await chooseDayAndHour(page, { date: ownDate, hourIndex: 1 })
  await expect(review).toContainText(PSYCHOLOGIST)
  const hour = await reviewedHour(review)
  await review.getByRole('button', { name: 'Confirmar agendamento' }).click()

  // Step 4: Sucesso.
  await expect(page.getByText('Consulta agendada com sucesso!')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Tudo pronto para a consulta!' })).toBeVisible()
  await expect(page.getByText('A consulta foi criada e fica aguardando pagamento.')).toBeVisible()
  await page.getByRole('link', { name: 'Voltar para as consultas' }).click()
  await expect(page).toHaveURL(/\/admin\/consultas$/)

  // Awaiting payment in the list, found through the status chip.
  await choose(page, 'Status', 'Aguardando pagamento')
  await expect(page).toHaveURL(/status=CREATED/)
  await page.getByRole('searchbox', { name: 'Pesquisar consultas' }).fill(patient.firstName)
  await expect(page).toHaveURL(new RegExp(`search=${patient.firstName}`))
  const card = sessionCard(page, hour)
  await expect(card).toBeVisible()
  await expect(card).toContainText(`Paciente: ${PATIENT}`)
  await expect(card.getByTestId('session-status')).toHaveText('Aguardando pagamento')
  await expect(card.getByTestId('session-payment')).toHaveText('Pagamento: Pendente')

  // 'Já foi pago' behind its confirm dialog: confirmed, so it leaves the 'Aguardando pagamento' list.
  await card.getByRole('button', { name: /^Já foi pago/ }).click()
  await expect(page.getByRole('dialog')).toContainText('alterar o pagamento para concluído?')
  await confirmDialog(page, 'Confirmar')
  await expect(page.getByText('Pagamento atualizado para concluido com sucesso')).toBeVisible()
  await expect(card).toHaveCount(0)

  // Removing the chip and choosing 'Confirmada' brings it back, paid.
  await page.getByRole('button', { name: 'Remover filtro Status: Aguardando pagamento' }).click()
  await expect(page).not.toHaveURL(/status=/)
  await choose(page, 'Status', 'Confirmada')
  await choose(page, 'Pagamento', 'Pago')
  await expect(page).toHaveURL(/status=CONFIRMED/)
  await expect(page).toHaveURL(/payment=DONE/)
  await expect(card.getByTestId('session-status')).toHaveText('Confirmada')
  await expect(card.getByTestId('session-payment')).toHaveText('Pagamento: Pago')
  await expect(card.getByRole('button', { name: /^Já foi pago/ })).toHaveCount(0)

  // The 'Retorno' type chip leaves only returns: this normal consultation is gone.
  await choose(page, 'Tipo', 'Retorno')
  await expect(page.getByText('Tipo: Retorno')).toBeVisible()
  await expect(card).toHaveCount(0)
})
