import { describe, expect, it } from 'vitest'
import type { ProfessionalType } from '../enums'
import { councilSources } from '../texts/council'
import { PRESENTATION_RULES, presentationRefusal, presentationViolations } from './presentation-rules'

// Word by word: each row is a presentation, the profession writing it, and the rule it breaks with the
// norm cited in the refusal (or null: it may be saved). A row that passes without its rule is a defect.
type Row = [text: string, rule: string | null, source: keyof typeof councilSources | null]

const psychologist: Row[] = [
  ['Trabalho para a cura da ansiedade.', 'result-promise', 'cepp20e'],
  ['Resultados garantidos desde o início.', 'result-promise', 'cepp20e'],
  ['Eficácia de 100% nos atendimentos.', 'result-promise', 'cepp20e'],
  ['Garanto que você vai melhorar.', 'result-promise', 'cepp20e'],
  ['Fim da ansiedade em 5 sessões.', 'result-promise', 'cepp20e'],
  ['Sou o melhor psicólogo de São Paulo.', 'self-superlative', 'cepp20f'],
  ['A psicóloga número 1 da cidade.', 'self-superlative', 'cepp20f'],
  ['Consulta barata e sem fila.', 'price-argument', 'cepp20d'],
  ['Promoção para novos pacientes.', 'price-argument', 'cepp20d'],
  ['Atendo com preço acessível.', 'price-argument', 'cepp20d'],
  ['Valores acessíveis para estudantes.', 'price-argument', 'cepp20d'],
  ['Primeira sessão grátis.', 'price-argument', 'cepp20d'],
  ['Desconto no pacote mensal.', 'price-argument', 'cepp20d'],
  ['Sessões por R$ 80.', 'price-argument', 'cepp20d'],
  ['Uma paciente que chegou com crises de pânico hoje está bem.', 'case-story', 'cfp03art54'],
  ['Conheça o caso de uma paciente com TOC.', 'case-story', 'cfp03art54'],
  ['Veja os depoimentos no meu site.', 'testimonial', 'cfpNt01'],
  ['Avaliado com cinco estrelas.', 'testimonial', 'cfpNt01'],
  ['Se você não dorme bem, você tem depressão.', 'diagnosis', 'cfp03art54'],
  ['Um método milagroso para o estresse.', 'sensationalism', 'cepp20h'],
  // Allowed: the approach, the public, the themes, and words that only contain a refused one.
  ['Psicóloga clínica com abordagem em terapia cognitivo-comportamental; atende ansiedade e estresse.', null, null],
  ['Procuro acolher cada pessoa no seu tempo; curiosidade e escuta.', null, null],
  ['Atendimento de adultos em consultório acessível a cadeirantes.', null, null],
  ['Ofereço horários com valor social, como a plataforma mostra.', null, null],
  ['Busco melhorar a qualidade de vida de quem atendo.', null, null],
  ['Especialista em psicologia clínica pelo CFP.', null, null],
  ['Atendo casais e famílias; avaliação psicológica com devolutiva.', null, null],
]

const psychiatrist: Row[] = [
  ['Cura garantida para a insônia.', 'result-promise', 'cfm2336art11'],
  ['O melhor psiquiatra da região.', 'self-superlative', 'cfm2336art11'],
  ['Conto a história de um paciente com TDAH.', 'case-story', 'cem75'],
  ['Tratamento revolucionário contra a depressão.', 'sensationalism', 'cem112'],
  // Medicine allows prices, discounts and sober praise (Resolução CFM 2.336/2023), and a specialist says so.
  ['Consulta com desconto para retorno em 30 dias.', null, null],
  ['Valores acessíveis e pagamento em PIX.', null, null],
  ['Depoimentos de pacientes no consultório.', null, null],
  ['Psiquiatra especialista em transtornos de humor.', null, null],
]

const doctor: Row[] = [
  ['Especialista em saúde mental.', 'not-specialist', 'cfm2336art13'],
  ['Médica especializada em sono.', 'not-specialist', 'cfm2336art13'],
  ['Resultados imediatos no sono.', 'result-promise', 'cfm2336art11'],
  ['Médica com pós-graduação em saúde mental; avaliação clínica e orientação sobre sono e estresse.', null, null],
]

const byProfession: [ProfessionalType, Row[]][] = [
  ['PSYCHOLOGIST', psychologist],
  ['PSYCHIATRIST', psychiatrist],
  ['DOCTOR_POSTGRADUATE', doctor],
]

describe('presentation rules per profession, word by word', () => {
  for (const [type, rows] of byProfession) {
    describe(type, () => {
      for (const [text, rule, source] of rows) {
        it(`${rule ? 'refuses' : 'allows'}: ${text}`, () => {
          const violations = presentationViolations(type, text)
          if (!rule) {
            expect(violations).toEqual([])
            return
          }
          expect(violations.map((v) => v.rule)).toContain(rule)
          const hit = violations.find((v) => v.rule === rule)!
          expect(hit.source).toBe(councilSources[source!])
          expect(hit.message).toContain(councilSources[source!])
          // The words are quoted as written (accents and capitals kept), so the professional finds them.
          for (const word of hit.words) expect(text).toContain(word)
        })
      }
    })
  }

  it('quotes the words as the professional wrote them in a Portuguese message', () => {
    expect(presentationRefusal('PSYCHOLOGIST', 'Promoção: sessão barata!')).toBe(
      'A apresentação não pode usar o preço como argumento (o valor já aparece no perfil, como informação): “Promoção”, “barata”. ' +
        'Fonte: Código de Ética Profissional do Psicólogo (Resolução CFP nº 10/2005), art. 20, alínea d.',
    )
    expect(presentationRefusal('PSYCHOLOGIST', null)).toBeNull()
    expect(presentationRefusal('PSYCHOLOGIST', '')).toBeNull()
  })

  it('gives every rule a source for each profession it binds, and every pattern compiles', () => {
    for (const rule of PRESENTATION_RULES) {
      expect(Object.keys(rule.sources).length).toBeGreaterThan(0)
      for (const source of Object.values(rule.sources)) expect(councilSources[source]).toMatch(/Resolução|Código|Nota Técnica/)
      for (const pattern of rule.patterns) expect(() => new RegExp(pattern)).not.toThrow()
    }
  })
})
