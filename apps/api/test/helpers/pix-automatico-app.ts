import { expect } from 'vitest'
import { createTestApp, type TestApp } from './app'
import type { Hook } from './fake-pix-automatico'
import { pixSettingsOf, startFakePixPsp, type FakePsp } from './fake-pix-psp'

// An app that takes payments through the bank's API Pix with Pix Automático on (decision 102), beside its
// own fake PSP, whose clock follows the app's pinned clock once the app exists. Shared by the Pix
// Automático API tests, which differ only in their start instant and webhook secret.

export const PIX_AUTOMATICO_CHAVE = 'pix@acolhe.example'
export const PIX_AUTOMATICO_PUBLIC_URL = 'https://acolhe.example'
const CNPJ = '12345678000195'

export type PixAutomaticoApp = {
  app: TestApp
  psp: FakePsp
  /** Posts the fake PSP's webhooks to the app, as the PSP would, each answered 200. */
  deliver: (hooks: Hook[]) => Promise<void>
  close: () => Promise<void>
}

export async function startPixAutomaticoApp({ now, webhookSecret }: { now: string; webhookSecret: string }): Promise<PixAutomaticoApp> {
  let clock = () => new Date(now)
  const psp = await startFakePixPsp({ chave: PIX_AUTOMATICO_CHAVE, now: () => clock(), cnpj: CNPJ })
  const app = await createTestApp({
    now,
    config: {
      paymentProvider: 'pix',
      publicUrl: PIX_AUTOMATICO_PUBLIC_URL,
      pix: {
        ...pixSettingsOf(psp, PIX_AUTOMATICO_CHAVE, webhookSecret),
        automatico: { cnpj: CNPJ, agency: '0001', account: '123456', accountType: 'CORRENTE' },
      },
    },
  })
  clock = () => app.clock.now()
  return {
    app,
    psp,
    async deliver(hooks) {
      for (const hook of hooks) {
        const response = await app.inject({ method: 'POST', url: hook.url.replace(PIX_AUTOMATICO_PUBLIC_URL, ''), payload: hook.body })
        expect(response.statusCode, response.body).toBe(200)
      }
    },
    async close() {
      await app.close()
      await psp.close()
    },
  }
}
