// What each council requires a profile to say and forbids a presentation to say (docs/product/profiles-per-council.md).

/** The norms the profile rules cite; each refusal names one, so a professional can read it themselves. */
export const councilSources = {
  cepp20a: 'Código de Ética Profissional do Psicólogo (Resolução CFP nº 10/2005), art. 20, alínea a',
  cepp20d: 'Código de Ética Profissional do Psicólogo (Resolução CFP nº 10/2005), art. 20, alínea d',
  cepp20e: 'Código de Ética Profissional do Psicólogo (Resolução CFP nº 10/2005), art. 20, alínea e',
  cepp20f: 'Código de Ética Profissional do Psicólogo (Resolução CFP nº 10/2005), art. 20, alínea f',
  cepp20h: 'Código de Ética Profissional do Psicólogo (Resolução CFP nº 10/2005), art. 20, alínea h',
  cfp03art54: 'Resolução CFP nº 3/2007, art. 54',
  cfpNt01: 'Nota Técnica CFP nº 1/2022 (publicidade profissional nas redes sociais)',
  cfm2336art4: 'Resolução CFM nº 2.336/2023, art. 4º',
  cfm2336art11: 'Resolução CFM nº 2.336/2023, art. 11',
  cfm2336art13: 'Resolução CFM nº 2.336/2023, art. 13, § 1º',
  cem75: 'Código de Ética Médica (Resolução CFM nº 2.217/2018), art. 75',
  cem112: 'Código de Ética Médica (Resolução CFM nº 2.217/2018), art. 112',
} as const
export type CouncilSource = keyof typeof councilSources

/** Why a presentation was refused, one sentence per kind of rule. */
export const presentationReasons = {
  resultPromise: 'A apresentação não pode prometer resultados',
  selfSuperlative: 'A apresentação não pode se colocar acima de outros profissionais',
  priceArgument: 'A apresentação não pode usar o preço como argumento (o valor já aparece no perfil, como informação)',
  caseStory: 'A apresentação não pode contar casos de pacientes nem trazer depoimentos',
  diagnosis: 'A apresentação não pode fazer diagnóstico de quem a lê',
  sensationalism: 'A apresentação não pode ser sensacionalista',
  notSpecialist: 'Sem RQE, a apresentação não pode se dizer especialista',
} as const
export type PresentationReason = keyof typeof presentationReasons

export const councilTexts = {
  /** The refusal a professional reads under the presentation field: the reason, the words found, the norm. */
  presentationRefused: (reason: string, words: string[], source: string) =>
    `${reason}: ${words.map((w) => `“${w}”`).join(', ')}. Fonte: ${source}.`,

  // The professional title each council asks for beside the name.
  psychologistTitle: { FEMALE: 'Psicóloga', MALE: 'Psicólogo', unknown: 'Psicóloga(o)' },
  psychiatristTitle: { FEMALE: 'Médica psiquiatra', MALE: 'Médico psiquiatra', unknown: 'Médica(o) psiquiatra' },
  doctorTitle: { FEMALE: 'Médica', MALE: 'Médico', unknown: 'Médica(o)' },
  crp: (number: string, state: string) => `CRP ${number} (${state})`,
  crm: (number: string, state: string) => `CRM/${state} ${number}`,
  rqe: (number: string) => `RQE ${number}`,
  /** CFM 2.336/2023 art. 13 § 1º: a postgraduate course is named followed by NÃO ESPECIALISTA, in capitals. */
  postgraduate: 'Pós-graduação',
  postgraduateIn: (area: string) => `Pós-graduação em ${area}`,
  notSpecialist: 'NÃO ESPECIALISTA',
  /** The registration of the psychologist's company at the regional council ('06/1234' → 'CRP PJ 06/1234'). */
  crpPj: (number: string) => `CRP PJ ${number}`,
  credentialsLabel: 'Registro profissional',

  // The two optional credential fields of the profile forms.
  crpPjLabel: 'CRP PJ da sua empresa (opcional)',
  crpPjDescription: 'Se você atende por uma empresa registrada no Conselho Regional de Psicologia: região e número, como 06/1234.',
  crpPjInvalid: 'CRP PJ inválido: use a região com 2 dígitos (01 a 24), uma barra e o número, como 06/1234',
  postgraduateAreaLabel: 'Área da pós-graduação (opcional)',
  postgraduateAreaDescription:
    'Só para um curso que não é especialidade com RQE. Aparece no perfil como “Pós-graduação em <área> — NÃO ESPECIALISTA” (Resolução CFM nº 2.336/2023, art. 13).',
  postgraduateAreaInvalid: 'Área da pós-graduação inválida: use de 3 a 80 letras, espaços, hífen, vírgula ou parênteses',
  postgraduateAreaNotSpecialty:
    'Informe só a área do curso, sem “especialista” ou “especialização”: um curso que não é especialidade aparece com NÃO ESPECIALISTA (Resolução CFM nº 2.336/2023, art. 13)',
} as const
