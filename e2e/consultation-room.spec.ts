import { existsSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { roomTexts as t } from '@acolhe/shared/texts/consultation-room'
import { test as base, expect } from './support/fixtures'
import { bookThroughApi, payThroughApi, professionalIdOf, PSYCHOLOGIST, setServerClock } from './support/booking-steps'
import { chooseDate, DAY_SLICES, ownDay } from './support/hours'
import { logInThroughApi, logInThroughApiAtHome } from './support/login'
import { a11yViolationsAtBothWidths } from './support/axe'

// The consultation room (docs/product/consultation-room.md): the device check with Chromium's fake camera
// and microphone, the waiting room the professional admits from (the link only then), the fix shown for a
// microphone the browser refused, and a technical failure turned into a reschedule without fee.
// This file's browser has fake media devices, and a permission prompt is refused (as a person clicking
// 'Bloquear' would): each test grants what its person allowed. It is the full system Chromium (in its
// headless mode): the headless shell the other journeys use has no media capture (getUserMedia answers
// NotSupportedError).
const FULL_CHROMIUM = '/usr/bin/chromium'
const shotsDir = process.env.E2E_SCREENSHOTS_DIR
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({
        ...launchOptions,
        executablePath: existsSync(FULL_CHROMIUM) ? FULL_CHROMIUM : launchOptions.executablePath,
        args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--deny-permission-prompts'],
      })
    },
    { scope: 'worker' },
  ],
})

/** The patient's paid online session on the first hour of the spec's own day of the demo psychologist. */
async function bookedSession(page: Page, slice: number) {
  const professionalId = await professionalIdOf(page.request, PSYCHOLOGIST)
  const day = await ownDay(page.request, professionalId, slice)
  const session = await bookThroughApi(page.request, professionalId, day.hours)
  await payThroughApi(page.request, session.id)
  return { ...session, day }
}

// A device's first capture starts Chromium's capture service and its fake camera and microphone: seconds on a
// busy machine (a journey at load 25 waited past the 10 s default on the camera). A bound, not a speed claim.
const DEVICE_START = { timeout: 30_000 }

const minutesFrom = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * 60_000)

/** The device check passed, then the waiting room; `checkA11y` runs axe on both at both widths (decision 101). */
async function passCheck(page: Page, sessionId: string, checkA11y = false) {
  await page.goto(`/sala/${sessionId}`)
  const check = page.getByTestId('device-check')
  await expect(check.getByTestId('check-camera')).toHaveAttribute('data-result', 'ok', DEVICE_START)
  await expect(check.getByTestId('check-microphone')).toHaveAttribute('data-result', 'ok', DEVICE_START)
  await expect(check.getByTestId('check-connection')).toHaveAttribute('data-result', 'ok')
  await expect(check.getByTestId('check-connection')).toContainText(/Atraso de \d+ ms, velocidade de [\d.]+ kbit\/s\./)
  if (checkA11y) expect(await a11yViolationsAtBothWidths(page)).toEqual([])
  if (checkA11y && shotsDir) await page.screenshot({ path: `${shotsDir}/room-check-1280.png`, fullPage: true })
  await check.getByRole('button', { name: t.continue }).click()
  await expect(page.getByTestId('waiting-room')).toContainText(t.waitingBody)
  if (checkA11y) expect(await a11yViolationsAtBothWidths(page)).toEqual([])
  if (checkA11y && shotsDir) {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${shotsDir}/room-waiting-390.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 720 })
  }
}

test('a patient passes the check and waits; the professional sees them with their devices and admits; only then the link', async ({ page, context, patient, newPage, baseURL }) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['camera', 'microphone'], { origin: baseURL })
  const session = await bookedSession(page, DAY_SLICES.psychologist.roomAdmission)
  const professional = await newPage()
  await setServerClock(page.request, minutesFrom(session.selected_date, -3), page, professional)
  try {
    // The route /sala/:sessionId is checked with axe here, where the room is open (e2e/support/a11y-routes.ts).
    await passCheck(page, session.id, true)
    const waiting = page.getByTestId('waiting-room')
    await expect(waiting.getByRole('link', { name: t.enterRoom })).toHaveCount(0)

    await logInThroughApiAtHome(professional, 'professional')
    const card = professional.getByTestId('session-card').filter({ hasText: patient.fullName })
    await expect(card.getByTestId('patient-presence')).toContainText(/^Paciente na sala de espera desde \d\d:\d\d — câmera ✓ microfone ✓ conexão (boa|instável|fraca)/)
    await card.getByRole('button', { name: t.admit }).click()
    await expect(card.getByTestId('patient-presence')).toContainText('Paciente na consulta desde')

    // The patient's page, live, now carries the link to the room.
    await expect(waiting).toContainText(t.admittedBody)
    await expect(waiting.getByRole('link', { name: t.enterRoom })).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\/acolhe-/)
  } finally {
    await setServerClock(page.request, null, page, professional)
  }
})

test('a patient whose microphone the browser refused sees the fix for Chrome and goes on with audio only', async ({ page, context, patient, baseURL }) => {
  void patient // signed up, and `page` logged in as them, by the fixture
  await context.grantPermissions(['camera'], { origin: baseURL })
  const session = await bookedSession(page, DAY_SLICES.psychologist.roomMicrophoneDenied)
  await setServerClock(page.request, minutesFrom(session.selected_date, -5), page)
  try {
    await page.goto(`/sala/${session.id}`)
    const check = page.getByTestId('device-check')
    await expect(check.getByTestId('check-camera')).toHaveAttribute('data-result', 'ok', DEVICE_START)
    const microphone = check.getByTestId('check-microphone')
    await expect(microphone).toHaveAttribute('data-result', 'failed', DEVICE_START)
    await expect(microphone.getByTestId('device-fix')).toContainText(t.deniedChrome)
    await expect(check.getByRole('button', { name: t.continue })).toBeDisabled()
    await check.getByRole('button', { name: t.continueAudioOnly }).click()
    const waiting = page.getByTestId('waiting-room')
    await expect(waiting).toContainText(t.waitingBody)
    await expect(waiting).toContainText(t.audioOnlyOn)
  } finally {
    await setServerClock(page.request, null, page)
  }
})

test('a technical failure the patient reports becomes, by the professional, a reschedule without fee', async ({ page, context, patient, newPage, baseURL }) => {
  test.setTimeout(120_000)
  void patient // signed up, and `page` logged in as them, by the fixture
  await context.grantPermissions(['camera', 'microphone'], { origin: baseURL })
  const session = await bookedSession(page, DAY_SLICES.psychologist.roomFailure)
  const professional = await newPage()
  await setServerClock(page.request, minutesFrom(session.selected_date, -1), page, professional)
  try {
    await passCheck(page, session.id)
    await logInThroughApi(professional.request, 'professional')
    await professional.goto(`/profissional/sala/${session.id}`)
    const room = professional.getByTestId('professional-room')
    await expect(room.getByTestId('patient-phone')).toContainText('Ligar para o paciente: (')
    // The route /profissional/sala/:sessionId is checked with axe here (e2e/support/a11y-routes.ts).
    await expect(room.getByTestId('device-check').getByRole('button', { name: t.continueAudioOnly })).toBeVisible()
    expect(await a11yViolationsAtBothWidths(professional)).toEqual([])
    // The professional makes the same check first (this browser refuses their camera: audio only), and
    // the patient's page then says they are there.
    await expect(room.getByRole('button', { name: t.admit })).toHaveCount(0)
    await room.getByTestId('device-check').getByRole('button', { name: t.continueAudioOnly }).click()
    await expect(page.getByTestId('waiting-room')).toContainText(t.professionalPresent)
    await room.getByRole('button', { name: t.admit }).click()
    await expect(room.getByTestId('patient-presence')).toContainText('Paciente na consulta desde')

    // Video fails: the patient says so from the waiting room's page.
    const waiting = page.getByTestId('waiting-room')
    await expect(waiting.getByRole('link', { name: t.enterRoom })).toBeVisible()
    await waiting.getByRole('button', { name: t.reportFailure }).click()
    const report = page.getByRole('dialog', { name: t.reportFailureTitle })
    await report.getByLabel(t.reportFailureNote).fill('A imagem congelou e o som caiu.')
    await report.getByRole('button', { name: t.reportFailureConfirm }).click()
    await expect(page.getByText(t.reported)).toBeVisible()

    // The professional sees it live and moves the consultation to a later hour of the day, without fee.
    const failure = room.getByTestId('room-failure')
    await expect(failure).toContainText('A imagem congelou e o som caiu.')
    await failure.getByRole('button', { name: t.rescheduleWithoutFee }).click()
    const dialog = professional.getByRole('dialog', { name: t.rescheduleWithoutFeeTitle })
    await chooseDate(professional, session.day.date, dialog)
    await dialog.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button').last().click()
    await dialog.getByRole('button', { name: t.rescheduleConfirm }).click()
    await expect(professional.getByText(t.rescheduled)).toBeVisible()
    await expect(failure.getByTestId('failure-outcome')).toContainText('Remarcada sem custo para')

    // The patient's session is confirmed at its new hour, still paid.
    const moved = (await (await page.request.get(`/api/session/${session.id}`)).json()) as { status: string; payment: string; selected_date: string; patient_reschedule_count: number }
    expect(moved).toMatchObject({ status: 'CONFIRMED', payment: 'DONE', patient_reschedule_count: 0 })
    expect(new Date(moved.selected_date).getTime()).toBeGreaterThan(new Date(session.selected_date).getTime())
  } finally {
    await setServerClock(page.request, null, page, professional)
  }
})
