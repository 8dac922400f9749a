import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { registerAuthorizedProfessional } from './support/authorized-professional'
import { a11yViolationsAtBothWidths, expectNoSeriousA11yViolations } from './support/axe'
import { bookThroughApi, payThroughApi, setServerClock } from './support/booking-steps'
import { openDays } from './support/hours'
import { waitForMail } from './support/mail-and-google'
import { logPatientInThroughApi, signUpPatient } from './support/people'

// Questionnaires before consultations (decisions 093–095), at 390 px: a fresh professional schedules PHQ-9
// before every consultation of a fresh patient with two paid consultations a week apart. Two days before
// the first, the reminder carries 'Responder ao questionário'; the patient answers from it on a phone
// (8, Leve). Two days before the second, an answer with item 9 above 'Nenhuma vez' shows the crisis panel
// at once (SAMU 192, CVV 188) and the patient asks to talk; the professional gets an email without content,
// the alert above the agenda, the mark and the score on the consultation's card, and the chart of both scores.
// The patient sees no score until the professional shares PHQ-9's history (decision 099), then their own.

const shotsDir = process.env.E2E_SCREENSHOTS_DIR
const PHONE = { width: 390, height: 844 }

async function answer(page: Page, values: number[]) {
  const labels = ['Nenhuma vez', 'Vários dias', 'Mais da metade dos dias', 'Quase todos os dias']
  for (const [index, value] of values.entries()) {
    await page
      .getByRole('radiogroup', { name: new RegExp(`^${index + 1}\\. `) })
      .getByRole('radio', { name: labels[value] ?? '', exact: true })
      .check()
  }
  await page.getByRole('button', { name: 'Enviar respostas' }).click()
}

async function fitsThePhone(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
}

test('PHQ-9 before every consultation: the patient answers from the reminder; an item-9 answer shows the crisis panel and alerts the professional; the card and the chart show the scores; the patient sees their history once shared', async ({ page, newPage, playwright, baseURL }) => {
  test.setTimeout(180_000)
  const professional = await registerAuthorizedProfessional(page.request, playwright, baseURL)
  for (const weekDay of [0, 1, 2, 3, 4, 5, 6]) {
    expect((await page.request.post('/api/available-dates', { data: { week_day: weekDay, start_time: '0900', end_time: '1200' } })).status()).toBe(201)
  }
  const patientPage = await newPage()
  const patient = await signUpPatient(patientPage.request)
  await logPatientInThroughApi(patientPage.request, patient)
  const days = await openDays(patientPage.request, professional.id)
  const firstDay = days[3]
  const secondDay = days.find((day) => firstDay && day.date > firstDay.date && Date.parse(day.date) - Date.parse(firstDay.date) >= 7 * 86_400_000)
  if (!firstDay || !secondDay) throw new Error('the professional has no two open days a week apart')
  const first = await bookThroughApi(patientPage.request, professional.id, firstDay.hours)
  await payThroughApi(patientPage.request, first.id)
  const second = await bookThroughApi(patientPage.request, professional.id, secondDay.hours)
  await payThroughApi(patientPage.request, second.id)
  await page.setViewportSize(PHONE)
  await patientPage.setViewportSize(PHONE)

  try {
    // The professional schedules PHQ-9 before every consultation, from the consultation's card.
    await page.goto('/profissional/home')
    await page.getByRole('tab', { name: /Próximas/ }).click()
    await page.getByTestId('session-card').filter({ hasText: patient.firstName }).first().getByRole('link', { name: 'Questionários' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Questionários de ${patient.fullName}` })).toBeVisible()
    await expect(page.getByText('não são um diagnóstico')).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Questionário' })).toHaveValue('PHQ-9')
    await expect(page.getByRole('combobox', { name: 'Quando enviar' })).toHaveValue('Antes de todas as consultas')
    await page.getByRole('button', { name: 'Programar' }).click()
    await expect(page.getByText('Questionário programado')).toBeVisible()
    await expect(page.getByTestId('questionnaire-assignment')).toContainText('Antes de todas as consultas')
    await fitsThePhone(page)

    // Two days before the first consultation the reminder carries the questionnaire; the patient answers from it.
    const firstStart = Date.parse(first.selected_date)
    await setServerClock(page.request, new Date(firstStart - 47 * 3_600_000), page, patientPage)
    const reminder = await waitForMail(patient.email, /^Lembrete: consulta em 2 dias/)
    const link = /Responder ao questionário: (\S+)/.exec(reminder.text)?.[1] ?? ''
    expect(link).toMatch(/\/questionarios$/)
    await patientPage.goto(link)
    await expect(patientPage.getByRole('heading', { level: 1, name: 'Questionários' })).toBeVisible()
    await expect(patientPage.getByTestId('open-questionnaire')).toContainText(`Para a consulta com ${professional.fullName} em`)
    await expect(patientPage.getByTestId('open-questionnaire')).toContainText('(horário de Brasília)')
    await patientPage.getByTestId('open-questionnaire').getByRole('button', { name: 'Responder' }).click()
    await expect(patientPage.getByText('Durante as últimas 2 semanas, com que freqüência você foi incomodado/a por qualquer um dos problemas abaixo?')).toBeVisible()
    await expect(patientPage.getByTestId('instrument-source')).toContainText('Não é necessária permissão para reproduzir, traduzir, exibir ou distribuir.')
    await fitsThePhone(patientPage)
    await expectNoSeriousA11yViolations(patientPage)
    if (shotsDir) await patientPage.screenshot({ path: `${shotsDir}/questionnaire-answer-390.png`, fullPage: true })
    await answer(patientPage, [1, 1, 1, 1, 1, 1, 1, 1, 0])
    await expect(patientPage.getByText('Obrigado! Suas respostas foram enviadas ao seu profissional.')).toBeVisible()
    await expect(patientPage.getByTestId('crisis-panel')).toHaveCount(0)

    // Two days before the second: an answer with item 9 above 'Nenhuma vez' shows the crisis panel at once.
    const secondStart = Date.parse(second.selected_date)
    await setServerClock(page.request, new Date(secondStart - 47 * 3_600_000), page, patientPage)
    await patientPage.goto('/questionarios')
    await patientPage.getByTestId('open-questionnaire').getByRole('button', { name: 'Responder' }).click()
    await answer(patientPage, [2, 2, 2, 2, 1, 1, 1, 1, 1])
    const crisis = patientPage.getByTestId('crisis-panel')
    await expect(crisis).toBeVisible()
    await expect(crisis).toContainText('SAMU no 192')
    await expect(crisis.getByRole('link', { name: 'Ligar para o CVV, 188' })).toHaveAttribute('href', 'tel:188')
    await expect(crisis.getByRole('link', { name: 'Ligar para o SAMU, 192' })).toHaveAttribute('href', 'tel:192')
    await crisis.getByRole('button', { name: 'Quero conversar com meu profissional antes da consulta' }).click()
    await expect(crisis.getByRole('status')).toContainText('Pedido enviado')
    await fitsThePhone(patientPage)
    await expectNoSeriousA11yViolations(patientPage)
    if (shotsDir) await patientPage.screenshot({ path: `${shotsDir}/questionnaire-crisis-390.png`, fullPage: true })

    // The professional's email says nothing of the patient or the answer.
    const alertMail = await waitForMail(professional.email, /^Acolhe: um questionário pede a sua atenção$/)
    for (const secret of [patient.firstName, 'PHQ', 'ferir', 'morto']) expect(alertMail.text).not.toContain(secret)

    // The agenda: the alert above it (its email delivered), the mark and the score on the consultation's card.
    await page.goto('/profissional/home')
    const alert = page.getByTestId('questionnaire-alert')
    await expect(alert).toContainText(`${patient.fullName} marcou, no PHQ-9`)
    await expect(alert).toContainText('O paciente pediu para conversar com você antes da consulta.')
    await expect(alert).toContainText('Email enviado em')
    await page.getByRole('tab', { name: /Próximas/ }).click()
    const card = page.getByTestId('session-card').filter({ hasText: patient.firstName }).first()
    await expect(card.getByTestId('questionnaire-risk')).toContainText('Alerta de segurança no questionário')
    await expect(card.getByTestId('questionnaire-mark')).toContainText('PHQ-9: 13 (Moderada)')
    await fitsThePhone(page)
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/questionnaire-agenda-390.png`, fullPage: true })
    await alert.getByRole('button', { name: 'Marcar como lido' }).click()
    await expect(page.getByText('Alerta marcado como lido.')).toBeVisible()
    await expect(page.getByTestId('questionnaire-alert')).toHaveCount(0)

    // The chart of both scores beside the consultations, and each answer sheet.
    await card.getByRole('link', { name: 'Questionários' }).click()
    await expect(page.getByRole('img', { name: 'Gráfico das pontuações do PHQ-9: 2 respostas' })).toBeVisible()
    await expect(page.getByTestId('chart-point')).toHaveCount(2)
    await expect(page.getByTestId('chart-session')).toHaveCount(2)
    const scores = page.getByTestId('questionnaire-score')
    await expect(scores).toHaveText(['PHQ-9: 13 de 27 — Moderada', 'PHQ-9: 8 de 27 — Leve'])
    await expect(page.getByTestId('questionnaire-result').first()).toContainText('Alerta de segurança')
    // The route /profissional/questionarios/:patientId is checked here, where it has answers (e2e/support/a11y-routes.ts).
    await expect(page).toHaveURL(new RegExp(`/profissional/questionarios/[0-9a-f-]+$`))
    expect(await a11yViolationsAtBothWidths(page)).toEqual([])
    await page.getByTestId('questionnaire-result').first().getByRole('button', { name: 'Ver respostas' }).click()
    await expect(page.getByTestId('questionnaire-result').first()).toContainText('Pensar em se ferir de alguma maneira ou que seria melhor estar morto/a — Vários dias')
    await fitsThePhone(page)
    if (shotsDir) {
      await page.screenshot({ path: `${shotsDir}/questionnaire-chart-390.png`, fullPage: true })
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.screenshot({ path: `${shotsDir}/questionnaire-chart-1280.png`, fullPage: true })
      await page.setViewportSize(PHONE)
    }

    // Not shared yet: the API sends the patient no score, and the page shows none.
    const unshared = patientPage.waitForResponse((r) => r.url().endsWith('/api/user/me/questionnaire-history'))
    await patientPage.goto('/questionarios')
    expect(await (await unshared).json()).toEqual({ data: [] })
    await expect(patientPage.getByText('Nenhum questionário para responder agora.')).toBeVisible()
    await expect(patientPage.getByTestId('own-history')).toHaveCount(0)

    // The professional shares PHQ-9: the patient now sees their own scores, bands and chart, with the notice.
    // The switch follows the server's answer, so it is clicked, then found on.
    const shareSwitch = page.getByRole('switch', { name: 'Mostrar ao paciente o histórico do PHQ-9' })
    await shareSwitch.click()
    await expect(page.getByText('O paciente agora vê o histórico do PHQ-9.')).toBeVisible()
    await expect(shareSwitch).toBeChecked()
    await patientPage.reload()
    const own = patientPage.getByTestId('own-history')
    await expect(own.getByRole('heading', { name: 'Seu histórico' })).toBeVisible()
    await expect(own).toContainText('não são um diagnóstico')
    await expect(own.getByRole('img', { name: 'Gráfico das pontuações do PHQ-9: 2 respostas' })).toBeVisible()
    await expect(own.getByTestId('history-point')).toHaveCount(2)
    await expect(own.getByTestId('history-point').first()).toContainText('PHQ-9: 13 de 27 — Moderada')
    await expect(own.getByTestId('history-point').last()).toContainText('PHQ-9: 8 de 27 — Leve')
    await expect(own).not.toContainText('Vários dias')
    await fitsThePhone(patientPage)
    await expectNoSeriousA11yViolations(patientPage)
    if (shotsDir) {
      await patientPage.screenshot({ path: `${shotsDir}/questionnaire-history-390.png`, fullPage: true })
      await patientPage.setViewportSize({ width: 1280, height: 900 })
      await patientPage.screenshot({ path: `${shotsDir}/questionnaire-history-1280.png`, fullPage: true })
    }
  } finally {
    await setServerClock(page.request, null, page, patientPage)
  }
})
