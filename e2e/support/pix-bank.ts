import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { PixAutomaticoDto, PixAutomaticoWeekDto } from '@acolhe/shared/api/pix-automatico'
import type { PixAutomaticoTestActionBody } from '@acolhe/shared/schemas/pix-automatico'
import { setServerClock } from './clock'
import { bankUrls } from './timeline'

// The bank of the journeys on the API Pix provider (e2e/run.mjs starts a fake PSP beside their servers,
// decision 105): the patient's bank app and the debits go through the server's test-support routes (the
// fake PSP plays the bank and sends its webhooks; decision 102); an ordinary Pix is paid at the fake.

/** Moves the server's, the fake bank's and the pages' clocks to `now` together. */
export async function moveClocks(request: APIRequestContext, now: Date, ...pages: Page[]): Promise<void> {
  await setServerClock(request, now, ...pages)
  const reply = await request.put(`${bankUrls().control}/clock`, { data: { now: now.toISOString() } })
  expect(reply.status(), 'the fake PSP moves its clock').toBe(200)
}

/** What the patient's bank app or the PSP's debit does (approve, cancel in the bank app, a debit settles…). */
export async function bankAction(request: APIRequestContext, seriesId: string, body: PixAutomaticoTestActionBody): Promise<PixAutomaticoDto> {
  const reply = await request.post(`/api/test-support/pix-automatico/${seriesId}/bank`, { data: body })
  expect(reply.status(), `bank action ${body.action}: ${await reply.text()}`).toBe(200)
  return ((await reply.json()) as { pix_automatico: PixAutomaticoDto }).pix_automatico
}

/** Runs the Pix Automático job once at the server's clock (charges asked of the bank, cancelled, fallen back). */
export async function runPixAutomaticoJob(request: APIRequestContext): Promise<void> {
  const reply = await request.post('/api/test-support/pix-automatico/run-jobs')
  expect(reply.status(), `run-jobs: ${await reply.text()}`).toBe(200)
}

/** The series' Pix Automático as `request`'s person reads it. */
export async function pixState(request: APIRequestContext, seriesId: string): Promise<PixAutomaticoDto> {
  const reply = await request.get(`/api/session-series/${seriesId}/pix-automatico`)
  expect(reply.status()).toBe(200)
  return (await reply.json()) as PixAutomaticoDto
}

/** The week of the series starting at `startsAt`. */
export function weekAt(state: PixAutomaticoDto, startsAt: string): PixAutomaticoWeekDto {
  const week = state.weeks.find((w) => Date.parse(w.starts_at) === Date.parse(startsAt))
  if (!week) throw new Error(`no week ${startsAt} among ${state.weeks.map((w) => w.starts_at).join(', ')}`)
  return week
}

/** 10:00 in Brasília of a debit day ('YYYY-MM-DD', the PSP's calendar). */
export function debitMorning(day: string): Date {
  return new Date(`${day}T10:00:00-03:00`)
}

/** The payer's bank pays the newest ordinary Pix charge still open (the one the patient's page shows). */
export async function payLatestOrdinaryPix(request: APIRequestContext): Promise<void> {
  const reply = await request.post(`${bankUrls().e2e}/pay-latest-cob`)
  expect(reply.status(), `pay the open charge: ${await reply.text()}`).toBe(200)
}

/** What the Central Bank's document refused of our requests (and of the fake's answers): must be empty. */
export async function bankViolations(request: APIRequestContext): Promise<string[]> {
  return ((await (await request.get(`${bankUrls().e2e}/violations`)).json()) as { violations: string[] }).violations
}
