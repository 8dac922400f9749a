import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// No copy of the product calls a price cheap, a promotion or accessible (decision 096): prices appear
// as plain information ('R$ 150,00', 'Valor social a partir de R$ 100,00', the 'Menor valor' order of
// the directory). 'Gratuito' stays where it is not the price of a consultation (a free account, the CVV's
// free line). council.ts holds the rules themselves, which must name what they refuse.

const PRICE_AS_ARGUMENT = /\b(barat[oa]s?|baratissim[oa]s?|promoc(ao|oes|ional)|descontos?|imperdive(l|is)|(preco|precos|valor|valores) (acessive(l|is)|baixos?|camarada|popular(es)?|justos?)|gratis)\b/

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

describe('the product’s copy', () => {
  const dir = fileURLToPath(new URL('.', import.meta.url))
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'council.ts')

  it('reads every texts file', () => {
    expect(files.length).toBeGreaterThan(30)
  })

  for (const file of files) {
    it(`${file} never uses the price as an argument`, () => {
      const lines = readFileSync(`${dir}/${file}`, 'utf8').split('\n')
      const hits = lines.map((line, i) => [i + 1, fold(line).match(PRICE_AS_ARGUMENT)?.[0]] as const).filter(([, hit]) => hit)
      expect(hits).toEqual([])
    })
  }
})
