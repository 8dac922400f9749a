import { expect, test } from './support/fixtures'
import { chooseDayAndHour, chooseProfessional, payThroughApi, professionalIdOf, PSYCHOLOGIST, setServerClock } from './support/booking-steps'
import { DAY_SLICES, ownDay } from './support/hours'
import { logInThroughApiAtHome } from './support/login'

// Consent to online care (decision 034): a patient's first online booking with a professional asks for
// it, the second does not, and the professional's card tells that it was given, when and which version.

test('a patient consents before the first online booking, is not asked the second time, and the professional sees it', async ({ page, patient, newPage }) => {
  test.setTimeout(150_000)
  const professionalId = await professionalIdOf(page.request, PSYCHOLOGIST)
  const day = await ownDay(page.request, professionalId, DAY_SLICES.psychologist.telehealthConsent)
  const consent = page.getByRole('dialog', { name: 'Termo de consentimento para atendimento online' })

  // First online booking: the server refuses it for want of consent and the wizard shows the text.
  await page.goto('/consulta')
  await chooseProfessional(page, 'Psicólogo', PSYCHOLOGIST)
  const first = await chooseDayAndHour(page, { date: day.date, hourIndex: 0 })
  await expect(first.review.getByText('Online, por videochamada')).toBeVisible()
  await first.review.getByRole('button', { name: 'Confirmar agendamento' }).click()
  await expect(consent).toBeVisible()
  await expect(consent.getByText('Versão 2026-11')).toBeVisible()
  await expect(consent.getByText(/não serve para emergências/)).toBeVisible()
  await expect(consent.getByRole('button', { name: 'Li e aceito' })).toBeInViewport()
  await page.screenshot({ path: test.info().outputPath('consent-1280.png') })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(consent.getByRole('button', { name: 'Cancelar' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('consent-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 720 })

  // Cancelling books nothing and leaves the chosen hour; accepting records the consent and books it.
  await consent.getByRole('button', { name: 'Cancelar' }).click()
  await expect(consent).toBeHidden()
  expect(((await (await page.request.get('/api/session/me')).json()) as { total: number }).total).toBe(0)
  await page.getByRole('button', { name: 'Revisar agendamento' }).click()
  await page.getByRole('dialog', { name: 'Revisão' }).getByRole('button', { name: 'Confirmar agendamento' }).click()
  await consent.getByRole('button', { name: 'Li e aceito' }).click()
  await expect(page.getByText('Consulta agendada com sucesso!')).toBeVisible()
  await expect(page.getByTestId('payment-status')).toHaveText('Aguardando pagamento')
  const status = (await (await page.request.get(`/api/telehealth-consents/${professionalId}`)).json()) as { current: boolean; version: string; accepted_at: string }
  expect(status).toMatchObject({ current: true, version: '2026-11' })
  const acceptedOn = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(status.accepted_at))

  // Second online booking with the same professional: straight to payment, nothing asked.
  await page.goto('/consulta')
  await chooseProfessional(page, 'Psicólogo', PSYCHOLOGIST)
  const second = await chooseDayAndHour(page, { date: day.date, hourIndex: 1 })
  await second.review.getByRole('button', { name: 'Confirmar agendamento' }).click()
  await expect(page.getByText('Consulta agendada com sucesso!')).toBeVisible()
  await expect(consent).toHaveCount(0)

  // Both paid, the professional opens that day's agenda: each card tells the consent, date and version.
  const mine = ((await (await page.request.get('/api/session/me')).json()) as { data: { id: string; selected_date: string }[] }).data
  expect(mine).toHaveLength(2)
  for (const session of mine) await payThroughApi(page.request, session.id)
  const professional = await newPage()
  const earliest = mine.map((s) => new Date(s.selected_date).getTime()).sort((a, b) => a - b)[0]!
  await setServerClock(professional.request, new Date(earliest - 60 * 60_000), professional)
  try {
    await logInThroughApiAtHome(professional, 'professional')
    const cards = professional.getByTestId('session-card').filter({ hasText: patient.fullName })
    await expect(cards).toHaveCount(2)
    for (const card of await cards.all()) {
      await expect(card.getByTestId('telehealth-consent')).toHaveText(`Consentimento para atendimento online: aceito em ${acceptedOn} (versão 2026-11)`)
    }
    await professional.screenshot({ path: test.info().outputPath('professional-card-1280.png'), fullPage: true })
    await professional.setViewportSize({ width: 390, height: 844 })
    await professional.screenshot({ path: test.info().outputPath('professional-card-390.png'), fullPage: true })
  } finally {
    await setServerClock(professional.request, null, professional)
  }
})
