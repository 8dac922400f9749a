import { SUPPORT_EMAIL } from './contact-emails'

// The accessibility statement at /acessibilidade (docs/product/accessibility-and-processors.md, decision 097).
// Its date and the list of hand checks change only when someone repeats them: the statement says what
// was tested and when, nothing more.

export const ACCESSIBILITY_STATEMENT_DATE = '28 de novembro de 2026'

export const accessibilityTexts = {
  title: 'Declaração de acessibilidade',
  updated: `Atualizada em ${ACCESSIBILITY_STATEMENT_DATE}`,
  intro:
    'O Acolhe quer que qualquer pessoa consiga encontrar um profissional, agendar, pagar e participar de uma consulta, ' +
    'inclusive quem usa só o teclado, leitor de tela, ampliação ou o celular.',
  conformanceTitle: 'Situação de conformidade',
  conformance:
    'As páginas listadas abaixo estão em conformidade com a ABNT NBR 17225:2025 (Acessibilidade em conteúdo e aplicações web — Requisitos), ' +
    'que tem como base as Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2, nível AA, com as limitações descritas nesta página.',
  pagesTitle: 'Páginas abrangidas',
  pagesIntro: 'Todas as páginas do Acolhe, por área (a lista vem da mesma relação que os testes automáticos percorrem):',
  howTitle: 'Como testamos',
  how: [
    'A cada mudança no código, um teste automático abre cada página acima em duas larguras de tela, 390 px (celular) e 1280 px (computador), e a analisa com o axe-core usando as regras das WCAG 2.0, 2.1 e 2.2 nos níveis A e AA. Nenhuma violação é aceita.',
    'Outros testes automáticos percorrem, só com o teclado, o agendamento de uma consulta, o pagamento e a entrada na sala da consulta online, conferindo que o foco é sempre visível e que os erros dos formulários são anunciados no campo.',
    'Os botões de horário têm pelo menos 24 × 24 pixels, e os contrastes de cor são medidos pelo mesmo teste.',
  ],
  manualTitle: 'O que conferimos manualmente',
  manual: [
    `Em ${ACCESSIBILITY_STATEMENT_DATE}: a página inicial, o agendamento, esta declaração e a lista de operadores de dados a 390 px de largura, sem rolagem horizontal e sem texto cortado.`,
    `Em ${ACCESSIBILITY_STATEMENT_DATE}: a página de pagamento por Pix a 390 px e a 1280 px; as etapas do cadastro do profissional e do paciente e da recuperação de senha, a 390 px; a entrada na consulta online e o cancelamento pelo link do lembrete: sem rolagem horizontal e sem texto cortado.`,
    `Em ${ACCESSIBILITY_STATEMENT_DATE}: as fotos dos profissionais têm texto alternativo com o nome, ou são marcadas como decorativas quando o nome está escrito ao lado; ícones decorativos ficam ocultos para leitores de tela.`,
  ],
  limitationsTitle: 'Limitações conhecidas',
  limitations: [
    'Ainda não fizemos uma avaliação completa com leitores de tela (NVDA, TalkBack, VoiceOver) nem com pessoas com deficiência; os testes automáticos não substituem essa avaliação.',
    'A sala de vídeo da consulta online é do Jitsi Meet, de terceiros: a acessibilidade da sala em si não é coberta por esta declaração.',
    'O pagamento pelo Mercado Pago acontece na página do Mercado Pago, que também não é coberta por esta declaração.',
  ],
  reportTitle: 'Encontrou uma barreira?',
  report:
    'Conte para nós o que aconteceu, em qual página e, se puder, qual navegador e tecnologia assistiva você usa. ' +
    'Use o formulário de contato da página inicial, que chega à equipe de suporte, ou escreva para',
  supportEmail: SUPPORT_EMAIL,
  reportAnswer: 'Respondemos pelo mesmo canal e, enquanto a barreira existir, ajudamos você a concluir o que precisa por outro meio.',
  contactFormLink: 'Ir para o formulário de contato',
  footerLink: 'Acessibilidade',
} as const
