import type { Instrument } from './instrument'

// PHQ-9, Brazilian Portuguese: the form "PHQ-9 Portuguese for Brazil" of the PHQ Screeners, word for word
// (SOURCES.md says where it was read and checked). Never edit the wording: a changed word is no longer the
// validated instrument.

export const PHQ9: Instrument = {
  code: 'PHQ9',
  shortName: 'PHQ-9',
  title: 'Questionário sobre a saúde do/a paciente-9 (PHQ-9)',
  instructions: 'Durante as últimas 2 semanas, com que freqüência você foi incomodado/a por qualquer um dos problemas abaixo?',
  options: [
    { value: 0, label: 'Nenhuma vez' },
    { value: 1, label: 'Vários dias' },
    { value: 2, label: 'Mais da metade dos dias' },
    { value: 3, label: 'Quase todos os dias' },
  ],
  items: [
    { number: 1, text: 'Pouco interesse ou pouco prazer em fazer as coisas' },
    { number: 2, text: 'Se sentir “para baixo”, deprimido/a ou sem perspectiva' },
    { number: 3, text: 'Dificuldade para pegar no sono ou permanecer dormindo, ou dormir mais do que de costume' },
    { number: 4, text: 'Se sentir cansado/a ou com pouca energia' },
    { number: 5, text: 'Falta de apetite ou comendo demais' },
    { number: 6, text: 'Se sentir mal consigo mesmo/a — ou achar que você é um fracasso ou que decepcionou sua família ou você mesmo/a' },
    { number: 7, text: 'Dificuldade para se concentrar nas coisas, como ler o jornal ou ver televisão' },
    {
      number: 8,
      text: 'Lentidão para se movimentar ou falar, a ponto das outras pessoas perceberem? Ou o oposto – estar tão agitado/a ou irrequieto/a que você fica andando de um lado para o outro muito mais do que de costume',
    },
    { number: 9, text: 'Pensar em se ferir de alguma maneira ou que seria melhor estar morto/a' },
  ],
  // Kroenke, Spitzer & Williams (2001): 5, 10, 15 and 20 are the cut points of mild, moderate, moderately
  // severe and severe depression; the Portuguese names are those the Brazilian literature uses for them.
  bands: [
    { min: 0, max: 4, code: 'minimal', label: 'Mínima' },
    { min: 5, max: 9, code: 'mild', label: 'Leve' },
    { min: 10, max: 14, code: 'moderate', label: 'Moderada' },
    { min: 15, max: 19, code: 'moderately_severe', label: 'Moderadamente grave' },
    { min: 20, max: 27, code: 'severe', label: 'Grave' },
  ],
  // Item 9 (thoughts of death or self-harm): any answer other than 'Nenhuma vez'.
  safetyItem: { itemNumber: 9, alertAbove: 0 },
  source: {
    form: 'PHQ-9 Portuguese for Brazil (PHQ Screeners; Pfizer Inc.)',
    url: 'https://www.phqscreeners.com/images/sites/g/files/g10060481/f/201412/PHQ9_Portuguese%20for%20Brazil.pdf',
    transcriptions: [
      'multiculturalmentalhealth.ca/wp-content/uploads/2019/07/PHQ-9-Portuguese.pdf (the same form, as transcribed in public repositories that checked it against the PDF)',
    ],
    validation:
      'Santos IS, Tavares BF, Munhoz TN, et al. Sensibilidade e especificidade do Patient Health Questionnaire-9 (PHQ-9) entre adultos da população geral. Cad Saúde Pública 2013;29(8):1533–1543.',
    scoring: 'Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. J Gen Intern Med 2001;16(9):606–613.',
    notice:
      'Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke e colegas. Não é necessária permissão para reproduzir, traduzir, exibir ou distribuir.',
    noticeEnglish:
      'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
  },
}
