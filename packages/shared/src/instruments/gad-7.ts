import type { Instrument } from './instrument'

// GAD-7, Brazilian Portuguese: the form "GAD-7 Portuguese for Brazil" of the PHQ Screeners, word for word
// (SOURCES.md says where it was read and checked). Never edit the wording.

export const GAD7: Instrument = {
  code: 'GAD7',
  shortName: 'GAD-7',
  title: 'GAD-7',
  instructions: 'Durante as últimas 2 semanas, com que freqüência você foi incomodado/a pelos problemas abaixo?',
  options: [
    { value: 0, label: 'Nenhuma vez' },
    { value: 1, label: 'Vários dias' },
    { value: 2, label: 'Mais da metade dos dias' },
    { value: 3, label: 'Quase todos os dias' },
  ],
  items: [
    { number: 1, text: 'Sentir-se nervoso/a, ansioso/a ou muito tenso/a' },
    { number: 2, text: 'Não ser capaz de impedir ou de controlar as preocupações' },
    { number: 3, text: 'Preocupar-se muito com diversas coisas' },
    { number: 4, text: 'Dificuldade para relaxar' },
    { number: 5, text: 'Ficar tão agitado/a que se torna difícil permanecer sentado/a' },
    { number: 6, text: 'Ficar facilmente aborrecido/a ou irritado/a' },
    { number: 7, text: 'Sentir medo como se algo horrível fosse acontecer' },
  ],
  // Spitzer, Kroenke, Williams & Löwe (2006): 5, 10 and 15 are the cut points of mild, moderate and severe anxiety.
  bands: [
    { min: 0, max: 4, code: 'minimal', label: 'Mínima' },
    { min: 5, max: 9, code: 'mild', label: 'Leve' },
    { min: 10, max: 14, code: 'moderate', label: 'Moderada' },
    { min: 15, max: 21, code: 'severe', label: 'Grave' },
  ],
  safetyItem: null,
  source: {
    form: 'GAD-7 Portuguese for Brazil (PHQ Screeners; Pfizer Inc.)',
    url: 'https://www.phqscreeners.com/images/sites/g/files/g10060481/f/201412/GAD7_Portuguese%20for%20Brazil.pdf',
    transcriptions: ['harmonydata (Harmony project) test data "GAD-7 PT.pdf": the instruction and items 1–2, word for word'],
    validation:
      'Moreno AL, DeSousa DA, Souza AMFLP, et al. Factor structure, reliability, and item parameters of the Brazilian-Portuguese version of the GAD-7 questionnaire. Temas em Psicologia 2016;24(1). doi:10.9788/TP2016.1-25',
    scoring: 'Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Arch Intern Med 2006;166(10):1092–1097.',
    notice:
      'Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke e colegas. Não é necessária permissão para reproduzir, traduzir, exibir ou distribuir.',
    noticeEnglish:
      'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
  },
}
