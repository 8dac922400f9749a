// The 'Quem trata os seus dados' page (/operadores): each processor the installation uses (docs/product/accessibility-and-processors.md).

/** LGPD art. 33 II b with the ANPD's regulation of international transfers (standard contractual clauses). */
const STANDARD_CLAUSES = 'Cláusulas-padrão contratuais aprovadas pela ANPD (LGPD, art. 33, II, b; Resolução CD/ANPD nº 19/2024)'

export const processorsTexts = {
  title: 'Quem trata os seus dados',
  intro:
    'Para funcionar, o Acolhe conta com empresas que tratam dados pessoais em nosso nome (operadores, na Lei Geral de Proteção de Dados). ' +
    'Esta lista é montada a partir da configuração desta instalação: só aparece quem está em uso agora.',
  columns: { name: 'Operador', purpose: 'Para quê', data: 'O que recebe', country: 'País', basis: 'Base legal', transfer: 'Transferência internacional' },
  noTransfer: 'Não há: os dados ficam no Brasil.',
  standardClauses: STANDARD_CLAUSES,
  backToPrivacy: 'Voltar à Política de Privacidade',
  privacyLink: 'Veja quem trata os seus dados (operadores desta instalação)',
  empty: 'Esta instalação não usa nenhum operador externo: os dados ficam apenas no servidor do Acolhe.',
  loadError: 'Não foi possível carregar a lista agora. Tente novamente em instantes.',
  /** The professionals' own calendars are chosen by each professional, not by the installation (docs/product/accessibility-and-processors.md). */
  ownCalendarsTitle: 'Agendas dos próprios profissionais',
  ownCalendars:
    'Um profissional pode ligar ao Acolhe a agenda que ele mesmo usa (um servidor CalDAV de sua escolha). ' +
    'Nesse caso, o Acolhe grava nessa agenda a data, a hora e o link de cada consulta com ele; o nome da pessoa atendida só é gravado se o profissional ativar essa opção. ' +
    'Essa agenda é escolhida e contratada pelo profissional, que responde por ela, e por isso não aparece na lista acima.',
  countries: { BR: 'Brasil', US: 'Estados Unidos', IE: 'Irlanda', DE: 'Alemanha', FR: 'França', NL: 'Países Baixos', FI: 'Finlândia', GB: 'Reino Unido', CA: 'Canadá' } as Record<string, string>,
  unknownCountry: (code: string) => code,
  bases: {
    contract: 'Execução do contrato com a pessoa (LGPD, art. 7º, V)',
    health: 'Tutela da saúde, em procedimento realizado por profissional de saúde (LGPD, art. 11, II, f)',
    consent: 'Consentimento da pessoa, que pode ser retirado a qualquer momento (LGPD, art. 7º, I)',
    legitimateInterest: 'Legítimo interesse, para a segurança e o funcionamento do serviço (LGPD, art. 7º, IX)',
  },
  entries: {
    email: {
      name: (host: string) => `Servidor de email (${host})`,
      purpose: 'Enviar os emails do serviço: confirmações, lembretes, códigos de recuperação de senha.',
      data: 'Nome, email, data e hora da consulta e o nome do profissional.',
    },
    mercadoPago: {
      name: 'Mercado Pago (Mercado Pago Instituição de Pagamento Ltda.)',
      purpose: 'Receber os pagamentos das consultas (cartão, PIX, boleto) e fazer os reembolsos.',
      data: 'Nome, email, CPF, valor e dados do pagamento. Os dados do cartão vão direto ao Mercado Pago, nunca ao Acolhe.',
    },
    pix: {
      name: (host: string) => `Banco ou instituição de pagamento da clínica, pela API Pix (${host})`,
      purpose: 'Receber os pagamentos das consultas por Pix e fazer as devoluções.',
      data:
        'O valor, o identificador da cobrança (txid) e a descrição “Consulta Acolhe em” com a data e a hora. ' +
        'O Acolhe não envia nome, CPF nem email; quando a pessoa paga, o nome e o CPF de quem pagou chegam ao banco pelo próprio Pix.',
    },
    whatsApp: {
      name: 'WhatsApp Business (Meta Platforms, Inc.)',
      purpose: 'Enviar lembretes das consultas a quem pediu para recebê-los por WhatsApp.',
      data: 'Número de celular, primeiro nome, data e hora da consulta.',
    },
    jitsiPublic: {
      name: 'Jitsi Meet (8x8, Inc.)',
      purpose: 'A sala de vídeo das consultas online.',
      data: 'Áudio e vídeo da consulta, em tempo real, e o nome exibido na sala. Nada é gravado.',
    },
    jitsiOwn: {
      name: (host: string) => `Servidor de vídeo Jitsi próprio (${host})`,
      purpose: 'A sala de vídeo das consultas online.',
      data: 'Áudio e vídeo da consulta, em tempo real, e o nome exibido na sala. Nada é gravado.',
    },
    google: {
      name: 'Google (Google LLC)',
      purpose: 'Entrar com a conta Google, para quem escolhe essa opção.',
      data: 'Nome, email e foto da conta Google, enviados pelo Google no momento do login.',
    },
    telemetry: {
      name: (host: string) => `Coletor de rastreamento técnico (${host})`,
      purpose: 'Medir o tempo das requisições e encontrar falhas.',
      data: 'Endereços das páginas, tempos e identificadores técnicos; nenhum conteúdo de consulta ou prontuário.',
    },
    hosting: {
      name: (provider: string) => `Hospedagem (${provider})`,
      purpose: 'Os servidores onde o Acolhe e o seu banco de dados funcionam.',
      data: 'Todos os dados guardados pelo Acolhe, inclusive o prontuário, que é cifrado.',
    },
  },
} as const
