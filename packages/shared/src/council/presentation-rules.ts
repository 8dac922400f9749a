import type { ProfessionalType } from '../enums'
import { councilSources, councilTexts, presentationReasons, type CouncilSource, type PresentationReason } from '../texts/council'

/**
 * What a professional's presentation (the profile's 'Apresentação', `brief_description`) may not say,
 * per profession, each rule with the norm it comes from (docs/product/profiles-per-council.md, decision 096).
 *
 * Patterns run on the text lower-cased and without accents ('Promoção' is read 'promocao'), bounded by
 * non-letters, so 'cura' refuses 'cura' and 'curas' but not 'procura' or 'curiosidade'. The lists are
 * deliberately short and concrete: a refusal must be one the professional can see in their own words.
 */
export type PresentationRule = {
  id: string
  reason: PresentationReason
  /** The professions the rule binds, each with the norm that binds it. */
  sources: Partial<Record<ProfessionalType, CouncilSource>>
  /** Alternatives of one expression, in the accent-free, lower-case form. */
  patterns: string[]
}

const PSYCHOLOGIST = 'PSYCHOLOGIST'
const PSYCHIATRIST = 'PSYCHIATRIST'
const DOCTOR = 'DOCTOR_POSTGRADUATE'

export const PRESENTATION_RULES: readonly PresentationRule[] = [
  {
    id: 'result-promise',
    reason: 'resultPromise',
    // Psychology: no categorical forecast of results. Medicine: no guarantee of results (art. 11 IV).
    sources: { [PSYCHOLOGIST]: 'cepp20e', [PSYCHIATRIST]: 'cfm2336art11', [DOCTOR]: 'cfm2336art11' },
    patterns: [
      'cura', 'curas', 'curar', 'curo', 'curamos', 'curada', 'curado',
      'garantido', 'garantida', 'garantidos', 'garantidas', 'garanto', 'garantimos', 'garantia de',
      '100 ?%', 'cem por cento', 'resultados? certos?', 'resultados? rapidos?', 'resultado imediato', 'resultados imediatos',
      'em (uma|poucas|\\d+) sess(ao|oes)', 'nunca mais',
    ],
  },
  {
    id: 'self-superlative',
    reason: 'selfSuperlative',
    sources: { [PSYCHOLOGIST]: 'cepp20f', [PSYCHIATRIST]: 'cfm2336art11', [DOCTOR]: 'cfm2336art11' },
    patterns: [
      'o melhor', 'a melhor', 'os melhores', 'as melhores', 'o maior', 'a maior referencia', 'o mais (procurado|experiente|qualificado|indicado|renomado)',
      'a mais (procurada|experiente|qualificada|indicada|renomada)', 'numero (1|um)', 'n[oº°]\\.? ?1', 'top ?1', 'unic[oa] (profissional|especialista|metodo)',
      'melhor (psicolog[oa]|psiquiatra|medic[oa]|profissional|terapeuta)', 'incomparavel', 'insuperavel',
    ],
  },
  {
    id: 'price-argument',
    reason: 'priceArgument',
    // Only psychology forbids price as advertising; medicine allows prices and discounts (art. 9, decision 096).
    sources: { [PSYCHOLOGIST]: 'cepp20d' },
    patterns: [
      'barato', 'barata', 'baratos', 'baratas', 'baratissim[oa]s?', 'promocao', 'promocoes', 'promocional', 'desconto', 'descontos',
      '(preco|precos|valor|valores) (acessivel|acessiveis|baixos?|imperdivel|imperdiveis|camarada|popular|populares|justos?)',
      'menor (preco|valor)', 'gratis', 'primeira (sessao|consulta) (gratuita|gratis|sem custo)', 'imperdivel',
      'r\\$ ?\\d+([.,]\\d+)*',
    ],
  },
  {
    id: 'case-story',
    reason: 'caseStory',
    // Psychology: no case analysis in publicity; the technical note advises against testimonials.
    // Medicine: no reference to identifiable clinical cases.
    sources: { [PSYCHOLOGIST]: 'cfp03art54', [PSYCHIATRIST]: 'cem75', [DOCTOR]: 'cem75' },
    patterns: [
      '(meu|minha|meus|minhas) pacientes?', 'um(a)? (paciente|cliente) (que|me|chegou|relatou)', 'caso (de|da|do) (um|uma|minha|meu)? ?(paciente|cliente)',
      'caso real', 'casos reais', 'historia (de|da|do) (um|uma)? ?(paciente|cliente)', 'atendi (um|uma)',
    ],
  },
  {
    id: 'testimonial',
    reason: 'caseStory',
    // Only psychology: the technical note treats testimonials (and ratings left open) as asking for them;
    // medicine allows sober praise (Resolução CFM 2.336/2023, decision 096).
    sources: { [PSYCHOLOGIST]: 'cfpNt01' },
    patterns: ['depoimento', 'depoimentos', 'avaliacoes (de|dos) pacientes', 'estrelas', 'nota (10|dez|maxima)', 'pacientes satisfeitos'],
  },
  {
    id: 'diagnosis',
    reason: 'diagnosis',
    sources: { [PSYCHOLOGIST]: 'cfp03art54', [PSYCHIATRIST]: 'cem112', [DOCTOR]: 'cem112' },
    patterns: [
      '(voce|vc) (tem|sofre de|esta com) (depressao|ansiedade|tdah|toc|bipolar|transtorno|sindrome|autismo|borderline|burnout)',
      'se voce .{0,40}, (voce|vc) (tem|sofre de|esta com)', 'diagnostico (rapido|na hora|online em|em uma)', 'laudo (rapido|na hora)',
    ],
  },
  {
    id: 'sensationalism',
    reason: 'sensationalism',
    sources: { [PSYCHOLOGIST]: 'cepp20h', [PSYCHIATRIST]: 'cem112', [DOCTOR]: 'cem112' },
    patterns: ['milagre', 'milagres', 'milagros[oa]s?', 'infalivel', 'infaliveis', 'revolucionari[oa]s?', 'transforme sua vida', 'sem esforco'],
  },
  {
    id: 'not-specialist',
    reason: 'notSpecialist',
    // A doctor without an RQE may name a course, followed by NÃO ESPECIALISTA; never call themselves a specialist.
    sources: { [DOCTOR]: 'cfm2336art13' },
    patterns: ['especialista', 'especialistas', 'especializad[oa]s? em', 'especialidade'],
  },
]

export type PresentationViolation = {
  rule: string
  /** The words as the professional wrote them. */
  words: string[]
  /** The refusal in Portuguese, with the words and the norm. */
  message: string
  source: string
}

const compiled = new Map(PRESENTATION_RULES.map((rule) => [rule.id, new RegExp(`(?<![a-z0-9])(?:${rule.patterns.join('|')})(?![a-z0-9])`, 'g')]))

/** The text lower-cased without accents, and for each of its characters the index it came from. */
function folded(text: string): { folded: string; origin: number[] } {
  let out = ''
  const origin: number[] = []
  for (let i = 0; i < text.length; i++) {
    const plain = text[i]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    for (const ch of plain) {
      out += ch
      origin.push(i)
    }
  }
  return { folded: out, origin }
}

/** Every rule the presentation breaks for this profession, in the rules' order; none for an empty text. */
export function presentationViolations(type: ProfessionalType, text: string | null | undefined): PresentationViolation[] {
  if (!text) return []
  const { folded: plain, origin } = folded(text)
  const violations: PresentationViolation[] = []
  for (const rule of PRESENTATION_RULES) {
    const sourceKey = rule.sources[type]
    if (!sourceKey) continue
    const words = [...plain.matchAll(compiled.get(rule.id)!)].map((m) => {
      const start = origin[m.index]!
      const end = origin[m.index + m[0].length - 1]! + 1
      return text.slice(start, end)
    })
    if (words.length === 0) continue
    const unique = [...new Set(words)]
    const source = councilSources[sourceKey]
    violations.push({ rule: rule.id, words: unique, source, message: councilTexts.presentationRefused(presentationReasons[rule.reason], unique, source) })
  }
  return violations
}

/** The first refusal's message, or null when the presentation may be saved. */
export function presentationRefusal(type: ProfessionalType, text: string | null | undefined): string | null {
  return presentationViolations(type, text)[0]?.message ?? null
}
