import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { encodeQueryParam } from '../packages/shared/src/query-param-codec'
import { expect, test } from './support/fixtures'
import { registerAuthorizedProfessional } from './support/authorized-professional'
import { expectNoSeriousA11yViolations } from './support/axe'
import { brasiliaDateOf, chooseDate, openDays } from './support/hours'
import { pinnedNow } from './support/timeline'

// Decision 087: a professional connects the calendar they already use (an iCal address, served here by a
// little local server) and a patient no longer sees the hour a commitment there takes.

const shotsDir = process.env.E2E_SCREENSHOTS_DIR
const hhmm = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
const icsInstant = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

test('a professional connects an iCal address and the hour it takes is no longer offered to a patient', async ({ page, newPage, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const professional = await registerAuthorizedProfessional(page.request, playwright, baseURL)
  for (const weekDay of [0, 1, 2, 3, 4, 5, 6]) {
    expect((await page.request.post('/api/available-dates', { data: { week_day: weekDay, start_time: '0800', end_time: '1200' } })).status()).toBe(201)
  }
  // The first open day after today, and its first hour: the commitment in the professional's own calendar.
  const day = (await openDays(page.request, professional.id)).find((d) => d.date > brasiliaDateOf(pinnedNow()))!
  const busy = new Date(day.hours[0]!.start_time)
  const next = new Date(day.hours[1]!.start_time)
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'BEGIN:VEVENT',
    'UID:dentista@example.com',
    `DTSTART:${icsInstant(busy)}`,
    `DTEND:${icsInstant(new Date(busy.getTime() + 60 * 60_000))}`,
    'SUMMARY:Dentista',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag: '"1"' })
    response.end(ics)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  try {
    const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar/ical/secret/basic.ics`
    await page.goto('/profissional/home')
    await page.getByRole('link', { name: 'Meus calendários' }).click()
    await expect(page.getByRole('heading', { name: 'Seus calendários', level: 1 })).toBeVisible()
    await expect(page.getByText('Nenhum calendário conectado.')).toBeVisible()
    await page.getByRole('textbox', { name: 'Endereço iCal secreto' }).fill(address)
    await page.getByRole('button', { name: 'Conectar', exact: true }).click()
    await expect(page.getByText('Calendário conectado.')).toBeVisible()
    const card = page.getByTestId('own-calendar')
    await expect(card).toContainText(`127.0.0.1:${(server.address() as AddressInfo).port}`)
    await expect(card).toContainText('Última leitura:')
    // The secret part of the address is never shown back.
    await expect(page.getByText('secret/basic.ics')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/own-calendars-1280.png`, fullPage: true })

    // A patient on the professional's booking link: the day still has hours, but not the busy one.
    const patient = await newPage()
    await patient.goto(`/agendamento?d=${encodeQueryParam({ s: 2, p: professional.id })}`)
    await chooseDate(patient, day.date)
    const hours = patient.getByRole('group', { name: 'Horários disponíveis' })
    await expect(hours.getByRole('button', { name: hhmm.format(next), exact: true })).toBeVisible()
    await expect(hours.getByRole('button', { name: hhmm.format(busy), exact: true })).toHaveCount(0)

    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/own-calendars-390.png`, fullPage: true })

    // Disconnecting gives the hour back.
    await card.getByRole('button', { name: 'Desconectar' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Desconectar' }).click()
    await expect(page.getByText('Nenhum calendário conectado.')).toBeVisible()
    expect((await openDays(page.request, professional.id)).find((d) => d.date === day.date)?.hours.map((h) => h.start_time)).toContain(busy.toISOString())

    // The CalDAV way asks for the server, the user and an app password before listing the calendars.
    await page.getByText('Conta CalDAV', { exact: true }).click()
    await expect(page.getByRole('textbox', { name: /Endereço do servidor/ })).toBeVisible()
    await expect(page.getByLabel(/Senha de app/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Buscar agendas' })).toBeVisible()
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/own-calendars-caldav-390.png`, fullPage: true })
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
})
