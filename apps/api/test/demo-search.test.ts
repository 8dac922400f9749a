import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIRECTORY_PRICE_CEILINGS_CENTS } from '@acolhe/shared/constants'
import { DIRECTORY_MODALITIES, LANGUAGES } from '@acolhe/shared/enums'
import { seedDatabase } from '../src/seed/seed'
import { createTestApp, type TestApp } from './helpers/app'

// The demo of a fresh `npm start` (docs/operations.md): every filter of the wizard's step 1 finds someone in each
// type the wizard offers, the demo shows own prices and a 'valor social', and seeding twice adds nothing.

const NOW = '2026-11-23T12:00:00.000Z' // Monday 09:00 in Brasília
type Card = { id: string; price: { price_cents: number } | null; social_price: { price_cents: number } | null }
type Term = { id: string; kind: 'APPROACH' | 'THEME'; name: string }

describe('the demo directory', () => {
  let app: TestApp
  const list = async (query: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/api/professional', query: { limit: '50', ...query } })).json() as { professionals: Card[]; total: number }

  beforeAll(async () => {
    app = await createTestApp({ now: NOW })
    await seedDatabase(app.database.db, { demo: true })
  })
  afterAll(async () => {
    await app.close()
  })

  it('finds someone for every approach, theme, language, modality and "this week", in each type of the wizard', async () => {
    const terms = ((await app.inject({ method: 'GET', url: '/api/practice-terms' })).json() as { terms: Term[] }).terms
    expect(terms.filter((t) => t.kind === 'APPROACH').length).toBeGreaterThanOrEqual(7)
    expect(terms.filter((t) => t.kind === 'THEME').length).toBeGreaterThanOrEqual(8)
    const byTerm = (type: string) =>
      terms
        // The one approach that names the other profession is not looked for among psychologists.
        .filter((term) => !(type === 'PSYCHOLOGIST' && term.name === 'Psiquiatria clínica'))
        .map((term) => ({ [term.kind === 'APPROACH' ? 'approach' : 'theme']: term.id }))
    const filters = (type: string): Record<string, string>[] => [
      ...byTerm(type),
      ...LANGUAGES.map((language) => ({ language })),
      ...DIRECTORY_MODALITIES.map((modality) => ({ modality })),
      { this_week: 'true' },
    ]
    const empty: string[] = []
    for (const professional_type of ['PSYCHOLOGIST', 'PSYCHIATRIST']) {
      for (const filter of filters(professional_type)) if ((await list({ professional_type, ...filter })).total === 0) empty.push(`${professional_type} ${JSON.stringify(filter)}`)
    }
    expect(empty).toEqual([])
  })

  it('prices psychologists under every ceiling of "Valor até", and psychiatrists under every one their range reaches', async () => {
    const empty: string[] = []
    for (const max_price of DIRECTORY_PRICE_CEILINGS_CENTS) {
      if ((await list({ professional_type: 'PSYCHOLOGIST', max_price: String(max_price) })).total === 0) empty.push(`PSYCHOLOGIST ≤ ${max_price}`)
      // Psychiatry's range starts at R$ 150,00 + R$ 5,00: the lower ceilings cannot find a psychiatrist.
      if (max_price >= 20_000 && (await list({ professional_type: 'PSYCHIATRIST', max_price: String(max_price) })).total === 0) empty.push(`PSYCHIATRIST ≤ ${max_price}`)
    }
    expect(empty).toEqual([])
  })

  it("shows own prices that differ from the catalogue's and a 'valor social' in each type", async () => {
    for (const [professional_type, catalogue] of [
      ['PSYCHOLOGIST', 15_500],
      ['PSYCHIATRIST', 30_500],
    ] as const) {
      const answer = await app.inject({ method: 'GET', url: '/api/professional', query: { limit: '50', professional_type } })
      expect(answer.statusCode, answer.body).toBe(200)
      const cards = (answer.json() as { professionals: Card[] }).professionals
      expect(new Set(cards.map((c) => c.price?.price_cents)).size, professional_type).toBeGreaterThan(1)
      expect(cards.some((c) => c.price !== null && c.price.price_cents !== catalogue), professional_type).toBe(true)
      expect(cards.some((c) => c.social_price !== null && c.price !== null && c.social_price.price_cents < c.price.price_cents), professional_type).toBe(true)
    }
  })

  it('adds nothing when seeded again', async () => {
    const before = await list({})
    const terms = ((await app.inject({ method: 'GET', url: '/api/practice-terms' })).json() as { terms: Term[] }).terms
    await seedDatabase(app.database.db, { demo: true })
    expect((await list({})).total).toBe(before.total)
    expect(((await app.inject({ method: 'GET', url: '/api/practice-terms' })).json() as { terms: Term[] }).terms).toHaveLength(terms.length)
  })
})
