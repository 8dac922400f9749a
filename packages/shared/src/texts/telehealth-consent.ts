// The informed consent a patient gives before their first online consultation with a professional, and
// the words around it (decision 034). Each text is kept under its version: the server stores the
// version accepted, and a new version is asked again, so an old version is never edited, only followed
// by a new one.

export type TelehealthConsentDocument = {
  title: string
  intro: string
  items: readonly string[]
  closing: string
}

/** The version patients are asked to accept now; the server's default (tests may set another). */
export const TELEHEALTH_CONSENT_VERSION = '2026-11'

export const telehealthConsentDocuments: Readonly<Record<string, TelehealthConsentDocument>> = {
  '2026-11': {
    title: 'Termo de consentimento para atendimento online',
    intro:
      'Antes da sua primeira consulta online com este profissional, leia com atenção. O atendimento por vídeo segue as normas do Conselho Federal de Medicina (psiquiatras) e do Conselho Federal de Psicologia (psicólogos).',
    items: [
      'A consulta acontece por vídeo, em tempo real, pelo link que aparece na sua consulta. Use um lugar reservado, com boa conexão, onde você possa falar com privacidade.',
      'O profissional mantém o sigilo profissional e registra o atendimento em prontuário, como numa consulta presencial. A consulta não é gravada.',
      'O atendimento online tem limites: o profissional não pode examinar você fisicamente e pode indicar, a qualquer momento, que o cuidado continue presencialmente.',
      'Se a conexão cair e não voltar, o profissional combinará com você como continuar a consulta.',
      'O atendimento online não serve para emergências. Em crise ou risco de vida, ligue para o SAMU (192) ou para o CVV (188) ou procure o pronto-socorro mais próximo.',
      'Você pode retirar este consentimento e pedir atendimento presencial, quando o profissional o oferecer.',
    ],
    closing: 'Ao aceitar, você declara que leu, entendeu e concorda com o atendimento online nessas condições.',
  },
}

export const telehealthConsentTexts = {
  required: 'Antes da primeira consulta online com este profissional, é preciso aceitar o termo de consentimento para atendimento online.',
  outdated: 'O termo de consentimento mudou. Leia e aceite a versão atual.',
  accept: 'Li e aceito',
  cancel: 'Cancelar',
  versionLabel: (version: string) => `Versão ${version}`,
  unknownVersion: 'Não foi possível mostrar o termo de consentimento. Recarregue a página e tente de novo.',
  acceptError: 'Não foi possível registrar o seu consentimento. Tente de novo.',
  accepted: 'Consentimento registrado.',
  /** On the professional's session card. */
  givenOn: (date: string, version: string) => `Consentimento para atendimento online: aceito em ${date} (versão ${version})`,
  notGiven: 'Consentimento para atendimento online: não registrado',
  /** Validation of POST /telehealth-consents. */
  professionalRequired: 'Profissional inválido.',
  versionRequired: 'Versão do termo inválida.',
} as const
