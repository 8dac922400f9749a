import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { registerAuthorizedProfessional } from './support/authorized-professional'
import { acceptTelehealthConsentDialog, chooseDayAndHour, chooseProfessional } from './support/booking-steps'
import { logInThroughApi } from './support/login'
import { pdfText } from './support/pdf-text'
import { logPatientInAtHome, uniqueCpf } from './support/people'
import { bankAction, bankViolations, debitMorning, moveClocks, payLatestOrdinaryPix, pixState, runPixAutomaticoJob, weekAt } from './support/pix-bank'
import { shootAtBothWidths } from './support/screenshots'
import { pinnedNow } from './support/timeline'

// Pix Automático for a 'horário fixo' (docs/product/pix-automatico.md, decisions 102 and 105), on a server
// paying through the API Pix beside a fake PSP (e2e/run.mjs). A patient starts a weekly series of 4 and
// authorizes Pix Automático with the one QR that pays the first week; then, the clocks moved week by week,
// the second week is cancelled in time (no charge), the third is debited, the fourth is refused until it
// falls back to an ordinary payment, paid on the Pix page. The cards, the weeks in 'Gerenciar', the
// balance and the receipts show exactly that, to the patient, the professional and an admin.

const DAY = 24 * 3_600_000

/** 'dd/mm' of an instant in Brasília: how a week's row and a session's card name its day. */
function dayMonth(iso: string): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit' }).format(new Date(iso))
}


type Occurrence = { session_id: string; starts_at: string }

/** The series' weeks ahead as the patient reads them (GET /session-series/:id). */
async function occurrences(request: APIRequestContext, seriesId: string): Promise<Occurrence[]> {
  return ((await (await request.get(`/api/session-series/${seriesId}`)).json()) as { occurrences: Occurrence[] }).occurrences
}

/**
 * The test's clock, only ever moved forward: the server's, the fake bank's and the given pages' together.
 * (Week charges are asked of the bank 7 to 15 days before the consultation and debited 5 days before it,
 * decision 102; the journey reads the days from the API rather than assuming them.)
 */
function forwardClock(start: Date) {
  let at = start
  return {
    now: () => at,
    async moveTo(request: APIRequestContext, when: Date, ...pages: Page[]) {
      if (when.getTime() <= at.getTime()) return
      at = when
      await moveClocks(request, when, ...pages)
    },
  }
}

type Clock = ReturnType<typeof forwardClock>

/** Moves the clocks into the week's window for asking the bank (8 days before it) and runs the job: the charge is scheduled. */
async function scheduleWeek(clock: Clock, request: APIRequestContext, seriesId: string, startsAt: string, page: Page) {
  await clock.moveTo(request, new Date(Date.parse(startsAt) - 8 * DAY), page)
  await runPixAutomaticoJob(request)
  const week = weekAt(await pixState(request, seriesId), startsAt)
  expect(week.state, `the week of ${startsAt} is scheduled at the bank`).toBe('SCHEDULED')
  expect(week.debit_date).toBeTruthy()
  return week
}

test('a weekly series paid by Pix Automático: authorized with one QR, a week cancelled in time, one debited, one refused and paid by ordinary Pix', async ({
  page,
  newPage,
  newPatient,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const professional = await registerAuthorizedProfessional(page.request, playwright, baseURL)
  for (const week_day of [0, 1, 2, 3, 4, 5, 6]) {
    expect((await page.request.post('/api/available-dates', { data: { week_day, start_time: '0800', end_time: '1200' } })).status()).toBe(201)
  }
  const patientPage = await newPage()
  // The bank's authorization names its payer: Pix Automático asks for the patient's CPF.
  const patient = await newPatient({ cpf: uniqueCpf() })
  const request = patientPage.request
  const clock = forwardClock(pinnedNow())
  await logPatientInAtHome(patientPage, patient)
  await patientPage.getByRole('link', { name: 'Agendar uma nova consulta' }).click()
  await chooseProfessional(patientPage, 'Psicólogo', professional.fullName)
  const { review } = await chooseDayAndHour(patientPage, { dayIndex: 1 })
  await review.getByTestId('series-choice').getByRole('radio', { name: '4 semanas' }).check()
  await review.getByRole('button', { name: 'Confirmar agendamento' }).click()
  await acceptTelehealthConsentDialog(patientPage)

  // The payment step offers Pix Automático beside the ordinary payment, with the weekly cap.
  await expect(patientPage.getByTestId('series-summary')).toContainText('4 consultas reservadas.')
  const offer = patientPage.getByTestId('pix-automatico-offer')
  await expect(offer).toContainText('Pagar toda semana por Pix Automático')
  await expect(offer).toContainText(/Limite por semana: R\$ \d/)
  await shootAtBothWidths(patientPage, 'pix-automatico-offer')
  await offer.getByRole('button', { name: 'Pagar toda semana por Pix Automático' }).click()

  // Journey 3: one QR (image and copia e cola) that pays the first week and authorizes the weekly debits.
  const qr = patientPage.getByTestId('pix-automatico-qr')
  // The opt-in makes three calls to the bank (locrec, rec, cob), and the fake PSP compiles its validators
  // of the Central Bank's document on first use: slow on a loaded two-core machine.
  await expect(qr.getByRole('img', { name: 'QR Code do Pix Automático' })).toBeVisible({ timeout: 45_000 })
  await expect(qr.getByTestId('copy-field-value')).toContainText('br.gov.bcb.pix')
  await expect(qr.getByTestId('pix-automatico-cap')).toContainText(/Limite por semana: R\$ \d/)
  await expect(qr).toContainText('O banco avisa você antes de cada débito.')
  await expect(qr).toContainText('Aguardando a confirmação do banco')
  await shootAtBothWidths(patientPage, 'pix-automatico-qr')

  const series = ((await (await request.get('/api/session-series/me')).json()) as { data: { id: string }[] }).data
  expect(series).toHaveLength(1)
  const seriesId = series[0]?.id ?? ''
  const [first, second, third, fourth] = await occurrences(request, seriesId)
  if (!first || !second || !third || !fourth) throw new Error('the series has fewer than 4 weeks ahead')

  // The patient scans and confirms in the bank app: the first week is paid, the authorization active.
  expect((await bankAction(request, seriesId, { action: 'approve' })).status).toBe('ACTIVE')
  await expect(patientPage.getByRole('heading', { name: 'Tudo pronto para a sua consulta!' })).toBeVisible({ timeout: 20_000 })

  await patientPage.goto('/home?aba=all')
  const card = patientPage.getByTestId('series-card')
  const line = card.getByTestId('pix-automatico-line')
  await expect(line).toContainText(/Pix Automático ativo — .*até R\$ \d/)
  await expect(card.getByRole('button', { name: 'Parar o Pix Automático' })).toBeVisible()
  await shootAtBothWidths(patientPage, 'pix-automatico-card', () => expect(line).toBeVisible())

  // Week 2: its charge is asked of the bank, then the patient cancels the week more than 24 h before.
  await scheduleWeek(clock, request, seriesId, second.starts_at, patientPage)
  await patientPage.goto('/home?aba=all')
  await expect(line).toContainText('Pix Automático ativo — próximo débito em')
  await card.getByRole('button', { name: 'Gerenciar' }).click()
  const dialog = patientPage.getByRole('dialog', { name: 'Gerenciar horário fixo' })
  const secondRow = dialog.getByTestId('series-week').filter({ hasText: dayMonth(second.starts_at) })
  await secondRow.getByRole('button', { name: 'Cancelar esta' }).click()
  await secondRow.getByRole('button', { name: 'Confirmar' }).click()
  await expect(patientPage.getByText('Consulta cancelada. As outras semanas continuam.')).toBeVisible()
  await runPixAutomaticoJob(request)
  const cancelled = weekAt(await pixState(request, seriesId), second.starts_at)
  expect(['CANCELLED', 'NONE']).toContain(cancelled.state)
  expect(cancelled.reason).toBe('FREE_CANCELLATION')
  expect(cancelled.debited_at).toBeNull()

  // Week 3: scheduled, then debited on its day.
  const thirdCharge = await scheduleWeek(clock, request, seriesId, third.starts_at, patientPage)
  await clock.moveTo(request, debitMorning(thirdCharge.debit_date ?? ''), patientPage)
  const debited = weekAt(await bankAction(request, seriesId, { action: 'debit_succeeds', week_starts_at: third.starts_at }), third.starts_at)
  expect(debited.state).toBe('DEBITED')
  expect(debited.debited_at).toBeTruthy()

  // Week 4: scheduled, refused at every attempt the policy allows, then it falls back to an ordinary payment.
  let fourthCharge = await scheduleWeek(clock, request, seriesId, fourth.starts_at, patientPage)
  for (let attempt = 0; fourthCharge.state !== 'FAILED_FALLBACK'; attempt++) {
    expect(attempt, 'the refused debit falls back within a few attempts').toBeLessThan(6)
    if (fourthCharge.state === 'FAILED_RETRYING' || fourthCharge.state === 'SCHEDULED') {
      await clock.moveTo(request, debitMorning(fourthCharge.debit_date ?? ''), patientPage)
      await bankAction(request, seriesId, { action: 'debit_fails', week_starts_at: fourth.starts_at })
    }
    await runPixAutomaticoJob(request)
    fourthCharge = weekAt(await pixState(request, seriesId), fourth.starts_at)
  }
  expect(fourthCharge.debited_at).toBeNull()

  // The fourth week's card asks for payment; the patient pays it on the ordinary Pix page.
  await patientPage.goto('/home?aba=all')
  const fourthCard = patientPage.getByTestId('session-card').filter({ hasText: dayMonth(fourth.starts_at) }).first()
  await expect(fourthCard.getByTestId('pix-automatico-week-hint')).toHaveText('O Pix Automático não conseguiu debitar esta semana: pague pelo pagamento normal.')
  await expect(patientPage.getByTestId('session-card').filter({ hasText: dayMonth(third.starts_at) }).first().getByTestId('pix-automatico-week-hint')).toHaveText(
    'Paga por Pix Automático.',
  )
  await fourthCard.getByRole('button', { name: 'Realizar pagamento' }).click()
  const popupPromise = patientPage.waitForEvent('popup')
  await patientPage.getByRole('dialog', { name: 'Pagar consulta' }).getByRole('button', { name: 'Ir para o pagamento' }).click()
  const pixPage = await popupPromise
  await expect(pixPage).toHaveURL(/\/pagamento\/pix\//)
  await expect(pixPage.getByTestId('copy-field-value')).toBeVisible()
  await payLatestOrdinaryPix(request)
  await expect(pixPage.getByText('Pagamento confirmado. Sua consulta está agendada.')).toBeVisible({ timeout: 20_000 })
  await pixPage.close()

  // What the patient sees: each week's charge in 'Gerenciar', exactly as it went.
  await patientPage.goto('/home?aba=all')
  await expect(fourthCard.getByTestId('pix-automatico-week-hint')).toHaveText('O Pix Automático não conseguiu debitar esta semana; ela foi paga pelo pagamento normal.')
  await card.getByRole('button', { name: 'Gerenciar' }).click()
  const weeks = dialog.getByTestId('pix-automatico-week')
  const stateOf = (startsAt: string) => weeks.filter({ hasText: dayMonth(startsAt) })
  await expect(stateOf(first.starts_at)).toContainText('Primeira consulta, paga com o QR Code da autorização')
  await expect(stateOf(second.starts_at)).toContainText('Consulta cancelada dentro do prazo sem custo')
  await expect(stateOf(third.starts_at).getByTestId('pix-automatico-week-state')).toHaveText('Debitado')
  await expect(stateOf(fourth.starts_at).getByTestId('pix-automatico-week-state')).toHaveText('Débito não realizado — pague pelo pagamento normal')
  await expect(stateOf(fourth.starts_at)).toContainText('Paga pelo pagamento normal')
  await expect(dialog.getByTestId('pix-automatico-credits')).toHaveCount(0)
  await shootAtBothWidths(patientPage, 'pix-automatico-weeks', async () => {
    await card.getByRole('button', { name: 'Gerenciar' }).click()
    await expect(weeks.first()).toBeVisible()
  })
  await dialog.getByTestId('manage-series').getByRole('button', { name: 'Fechar' }).click()

  // The balance: no week was debited and then lost, so nothing came back and nothing is owed.
  const balance = (await (await request.get('/api/user/me/balance')).json()) as { balance_cents: number; entries: { reason: string }[] }
  expect(balance.entries.filter((entry) => entry.reason === 'PIX_AUTOMATICO_CREDIT')).toHaveLength(0)
  await patientPage.goto('/perfil')
  await expect(patientPage.getByText('Débito do Pix Automático de uma semana sem consulta')).toHaveCount(0)

  // Receipts: the first (the QR), the third (the debit, dated at it) and the fourth (ordinary Pix); none for the cancelled one.
  for (const week of [first, third, fourth]) expect((await request.get(`/api/session/${week.session_id}/receipt`)).status()).toBe(200)
  expect((await request.get(`/api/session/${second.session_id}/receipt`)).status()).toBe(422)
  const debitDay = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(debited.debited_at ?? ''))
  expect(await pdfText(await (await request.get(`/api/session/${third.session_id}/receipt`)).body())).toContain(debitDay)

  // The professional's series card and weeks show the same, without the patient's buttons.
  await moveClocks(request, clock.now(), page)
  await page.goto('/profissional/home?aba=all')
  const professionalCard = page.getByTestId('series-card')
  await expect(professionalCard.getByTestId('pix-automatico-line')).toContainText('Pix Automático ativo')
  await expect(professionalCard.getByRole('button', { name: 'Parar o Pix Automático' })).toHaveCount(0)
  await professionalCard.getByRole('button', { name: 'Gerenciar' }).click()
  const professionalWeeks = page.getByRole('dialog', { name: 'Gerenciar horário fixo' }).getByTestId('pix-automatico-week-state')
  await expect(professionalWeeks.filter({ hasText: 'Debitado' })).toHaveCount(1)
  await expect(professionalWeeks.filter({ hasText: 'Débito não realizado — pague pelo pagamento normal' })).toHaveCount(1)
  await shootAtBothWidths(page, 'pix-automatico-professional', async () => {
    await professionalCard.getByRole('button', { name: 'Gerenciar' }).click()
    await expect(professionalWeeks.first()).toBeVisible()
  })

  // The admin finds the series and its weeks.
  const adminPage = await newPage()
  await logInThroughApi(adminPage.request, 'admin')
  await moveClocks(request, clock.now(), adminPage)
  await adminPage.goto(`/admin/horarios-fixos?search=${encodeURIComponent(patient.firstName)}`)
  await adminPage.getByRole('button', { name: `Ver semanas do horário fixo de ${patient.fullName}` }).click()
  const adminWeeks = adminPage.getByRole('dialog', { name: 'Gerenciar horário fixo' }).getByTestId('pix-automatico-week-state')
  await expect(adminWeeks.filter({ hasText: 'Debitado' })).toHaveCount(1)

  // Finally the patient stops it: the card says so, and the weeks ahead are paid one by one again.
  await patientPage.goto('/home?aba=all')
  await card.getByRole('button', { name: 'Parar o Pix Automático' }).click()
  await card.getByTestId('pix-automatico-stop-confirmation').getByRole('button', { name: 'Confirmar' }).click()
  await expect(line).toContainText('Pix Automático inativo desde')
  await expect(line).toContainText('cancelado pelo paciente no Acolhe')
  await shootAtBothWidths(patientPage, 'pix-automatico-stopped', () => expect(line).toBeVisible())

  expect(await bankViolations(request)).toEqual([])
})
