// The three legal documents: privacy policy, patient terms of use and professional terms.
// Written for Acolhe under the LGPD (Lei 13.709/2018); the version matches the terms version the
// server stores with each acceptance (apps/api/src/modules/accounts/terms.ts).
import { LEGAL_CONTACT_EMAIL, SUPPORT_EMAIL } from './contact-emails'

export type LegalSection = {
  heading: string
  paragraphs: readonly string[]
  items?: readonly string[]
}

export type LegalDocument = {
  title: string
  version: string
  summary: string
  sections: readonly LegalSection[]
}


const version = 'Versão de 1º de novembro de 2026'

export const privacyPolicy: LegalDocument = {
  title: 'Política de privacidade',
  version,
  summary:
    'Esta política explica quais dados pessoais o Acolhe trata, para quê, com qual base legal, por quanto tempo e como você exerce os seus direitos previstos na Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).',
  sections: [
    {
      heading: '1. Quem somos',
      paragraphs: [
        'O Acolhe é uma plataforma digital que aproxima pacientes adultos de profissionais de saúde mental independentes (psicólogos, psiquiatras e médicos com pós-graduação) para consultas de 50 minutos, online ou presenciais. O Acolhe atua apenas como intermediário: não presta atendimento de saúde e não interfere na conduta clínica dos profissionais.',
        `Para este tratamento de dados, o Acolhe é o controlador. Você fala com o nosso encarregado de proteção de dados pelo email ${LEGAL_CONTACT_EMAIL}.`,
      ],
    },
    {
      heading: '2. Dados que tratamos',
      paragraphs: ['Tratamos apenas os dados necessários para oferecer o serviço:'],
      items: [
        'Dados de cadastro: nome, sobrenome, email, data de nascimento, CPF (opcional), telefone e foto de perfil (opcional).',
        'Dados de acesso: senha guardada de forma irreversível (hash), registros de entrada na conta, endereço IP e data e hora das ações relevantes.',
        'Dados das consultas: profissional escolhido, data, horário, modalidade, situação da consulta e link da sala online. O conteúdo das sessões não é gravado nem armazenado pelo Acolhe.',
        'Dados de pagamento: valor, situação e forma de pagamento. Os dados do cartão são digitados diretamente no provedor de pagamento e nunca passam pelos nossos servidores.',
        'Aceites: a versão dos termos de uso e desta política que você aceitou, com data e hora.',
        'Login com Google (opcional): o identificador da sua conta Google e o email verificado, apenas para permitir a entrada.',
      ],
    },
    {
      heading: '3. Para que usamos os dados e com qual base legal',
      paragraphs: [],
      items: [
        'Criar e manter a sua conta, agendar, remarcar e cancelar consultas e enviar confirmações e lembretes: execução do contrato (art. 7º, V, da LGPD).',
        'Processar pagamentos, reembolsos e o saldo na plataforma: execução do contrato e cumprimento de obrigação legal (art. 7º, II e V).',
        'Guardar registros de acesso e documentos fiscais: cumprimento de obrigação legal (Marco Civil da Internet e legislação tributária).',
        'Prevenir fraudes e abusos e proteger a sua conta: legítimo interesse (art. 7º, IX), sempre respeitando os seus direitos.',
        'Lembretes por email antes das consultas: você pode desligá-los em Perfil, a qualquer momento.',
        'Informar ao profissional o seu nome para a consulta agendada: execução do contrato. O profissional trata os dados clínicos da sessão sob o sigilo profissional e a responsabilidade do seu conselho.',
      ],
    },
    {
      heading: '4. Com quem compartilhamos',
      paragraphs: ['Não vendemos dados pessoais. Compartilhamos apenas o necessário com:'],
      items: [
        'O profissional com quem você agenda (nome e dados da consulta).',
        'O provedor de pagamento, que processa cartão de crédito, cartão de débito, PIX e boleto.',
        'O serviço de videochamada que cria a sala da consulta online.',
        'O provedor de envio de emails e a infraestrutura de hospedagem, contratados com obrigações de sigilo e segurança.',
        'Autoridades públicas, quando houver obrigação legal ou ordem judicial.',
      ],
    },
    {
      heading: '5. Por quanto tempo guardamos',
      paragraphs: [],
      items: [
        'Dados da conta: enquanto a conta estiver ativa. Ao excluir a conta, nome, email, documentos, telefone, foto e vínculo com o Google são apagados.',
        'Histórico de consultas e pagamentos: mantido de forma anonimizada pelo prazo exigido pela legislação fiscal e de defesa do consumidor (até 5 anos), pois outras pessoas e a contabilidade dependem dele.',
        'Registros de acesso: 6 meses, como exige o Marco Civil da Internet.',
        'Códigos de recuperação de senha: valem 15 minutos e são guardados apenas de forma cifrada.',
      ],
    },
    {
      heading: '6. Seus direitos',
      paragraphs: ['A LGPD garante a você, a qualquer momento e sem custo:'],
      items: [
        'Confirmação e acesso: saber se tratamos os seus dados e receber uma cópia deles.',
        'Correção: corrigir dados incompletos, inexatos ou desatualizados.',
        'Eliminação: pedir a exclusão dos dados tratados com o seu consentimento ou desnecessários, ressalvadas as guardas obrigatórias por lei.',
        'Portabilidade: receber os seus dados em formato estruturado para levar a outro serviço.',
        'Revogação do consentimento: retirar um consentimento dado, como o dos lembretes por email.',
        'Informação sobre compartilhamento e sobre as consequências de não fornecer um dado.',
        'Petição à Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    },
    {
      heading: '7. Como exercer os seus direitos',
      paragraphs: [
        "Na sua área de paciente, em Perfil, o bloco 'Privacidade e dados (LGPD)' permite baixar todos os seus dados em um arquivo JSON (acesso e portabilidade) e excluir a sua conta (eliminação). Os seus dados cadastrais podem ser corrigidos no mesmo lugar e os lembretes por email podem ser desligados.",
        `Para qualquer outro pedido, inclusive sobre contas de profissionais, escreva para ${LEGAL_CONTACT_EMAIL}. Respondemos em até 15 dias.`,
      ],
    },
    {
      heading: '8. Segurança',
      paragraphs: [
        'Usamos conexão cifrada (HTTPS), senhas guardadas com algoritmo de hash resistente, sessões que podem ser encerradas no servidor, controle de acesso por perfil e registro de auditoria das consultas e alterações feitas pela administração nos seus dados. Nenhum sistema é totalmente imune a incidentes; se algum ocorrer e puder trazer risco a você, avisaremos você e a ANPD.',
      ],
    },
    {
      heading: '9. Crianças e adolescentes',
      paragraphs: ['O Acolhe é destinado apenas a pessoas maiores de 18 anos que agendam consultas para si mesmas.'],
    },
    {
      heading: '10. Alterações desta política',
      paragraphs: [
        'Quando esta política mudar, publicaremos a nova versão nesta página e pediremos um novo aceite se a mudança afetar os seus direitos. Cada aceite é registrado com a sua data e a versão aceita.',
      ],
    },
  ],
}

export const termsOfUse: LegalDocument = {
  title: 'Termos de uso',
  version,
  summary:
    'Estes termos regem o uso do Acolhe por pacientes. Ao criar a sua conta, você declara que os leu e concorda com eles e com a Política de privacidade.',
  sections: [
    {
      heading: '1. O que é o Acolhe',
      paragraphs: [
        'O Acolhe é uma plataforma de intermediação: ela permite encontrar profissionais de saúde mental independentes, agendar consultas de 50 minutos, pagar e acompanhar os atendimentos. O Acolhe não presta serviços de saúde; cada profissional é o único responsável pelo atendimento que realiza, conforme as regras do seu conselho profissional.',
      ],
    },
    {
      heading: '2. Não é atendimento de emergência',
      paragraphs: [
        'O Acolhe não é serviço de emergência. Em situação de crise ou risco à vida, ligue gratuitamente para o CVV (Centro de Valorização da Vida) no 188, disponível 24 horas por dia, para o SAMU no 192 ou procure o pronto-socorro mais próximo.',
      ],
    },
    {
      heading: '3. Quem pode usar',
      paragraphs: [
        'Podem criar conta pessoas físicas maiores de 18 anos, que agendam consultas apenas para si mesmas. Você se compromete a informar dados verdadeiros, a manter a sua senha em sigilo e a não compartilhar a sua conta.',
      ],
    },
    {
      heading: '4. Consultas',
      paragraphs: [],
      items: [
        'Cada consulta dura 50 minutos e começa em hora cheia. Ela pode ser online, por um link de videochamada enviado por email e disponível na sua área, ou presencial, no endereço da clínica do profissional.',
        'As sessões não são gravadas pelo Acolhe.',
        'A consulta fica confirmada quando o pagamento é aprovado. Uma consulta não paga até o horário de início, ou até o fim do prazo do pagamento, é cancelada automaticamente e o horário é liberado.',
        'Você pode remarcar uma consulta uma vez, até 24 horas antes do início.',
      ],
    },
    {
      heading: '5. Pagamento',
      paragraphs: [
        'O valor de cada consulta é o valor do serviço definido para o tipo de profissional, acrescido de uma taxa operacional de R$ 5,00, e é mostrado antes da confirmação. O pagamento é feito pelo provedor de pagamento parceiro, por cartão de crédito, cartão de débito, PIX ou boleto. Se você tiver saldo na plataforma, ele é usado primeiro.',
      ],
    },
    {
      heading: '6. Cancelamento e reembolso',
      paragraphs: [],
      items: [
        'Você pode cancelar sem custo até 24 horas antes do início da consulta, uma vez por consulta. O valor pago volta como saldo na plataforma, que pode ser usado em novos agendamentos.',
        'Cancelamentos com menos de 24 horas de antecedência são permitidos, mas não geram devolução.',
        'Se o profissional precisar cancelar, ele deve fazê-lo com pelo menos 24 horas de antecedência; nesse caso, e em qualquer cancelamento feito pelo profissional ou pela administração, você recebe o valor integral como saldo ou pode remarcar a consulta.',
        'Se for constatada falha do serviço que impeça a consulta, o valor é devolvido integralmente.',
      ],
    },
    {
      heading: '7. Condutas proibidas',
      paragraphs: [
        'É proibido usar o Acolhe para fins ilícitos, ofender ou assediar profissionais, tentar acessar dados de outras pessoas, automatizar acessos ou interferir no funcionamento da plataforma. A violação destes termos pode levar à suspensão da conta.',
      ],
    },
    {
      heading: '8. Seus dados',
      paragraphs: [
        'O tratamento dos seus dados pessoais segue a Política de privacidade. Você pode baixar os seus dados ou excluir a sua conta a qualquer momento em Perfil, no bloco de privacidade.',
      ],
    },
    {
      heading: '9. Disponibilidade e alterações',
      paragraphs: [
        'Buscamos manter a plataforma disponível 24 horas por dia, 7 dias por semana, mas podem ocorrer interrupções para manutenção ou por motivos alheios ao nosso controle. Estes termos podem mudar; avisaremos com antecedência e pediremos novo aceite quando necessário.',
      ],
    },
    {
      heading: '10. Contato e foro',
      paragraphs: [
        `Dúvidas e pedidos: ${SUPPORT_EMAIL}. Estes termos são regidos pelas leis brasileiras. Fica eleito o foro da comarca de São Paulo/SP, ressalvado o seu direito, como consumidor, de propor ação no foro do seu domicílio.`,
      ],
    },
  ],
}

export const professionalTerms: LegalDocument = {
  title: 'Termos de uso do profissional',
  version,
  summary:
    'Estes termos regem a relação entre o Acolhe e os profissionais de saúde mental que oferecem consultas pela plataforma. Ao se cadastrar, o profissional declara que os leu e concorda com eles e com a Política de privacidade.',
  sections: [
    {
      heading: '1. Natureza da relação',
      paragraphs: [
        'O Acolhe é apenas um intermediário entre pacientes e profissionais. O profissional atua de forma independente, com autonomia técnica, e é o único responsável pelo atendimento, pelo sigilo profissional e pelo cumprimento das normas do seu conselho (CRP ou CRM). Não há vínculo empregatício entre o profissional e o Acolhe.',
      ],
    },
    {
      heading: '2. Cadastro e autorização',
      paragraphs: [
        'O profissional informa dados pessoais, documento (CPF ou CNPJ), registro no conselho (CRP, CRM e RQE quando aplicável), currículo Lattes e modalidade de atendimento. A conta só recebe agendamentos depois de conferida e autorizada pela administração, o que pode levar alguns dias.',
      ],
    },
    {
      heading: '3. Disponibilidade',
      paragraphs: [],
      items: [
        'O profissional mantém disponibilidade mínima de 30 dias consecutivos na agenda.',
        'Períodos de indisponibilidade (férias, congressos, licenças) devem ser cadastrados com antecedência.',
        'As consultas duram 50 minutos, com intervalo automático de 10 minutos, e começam em hora cheia.',
      ],
    },
    {
      heading: '4. Consultas e cancelamentos',
      paragraphs: [],
      items: [
        'As sessões não são gravadas pelo Acolhe. As consultas online acontecem pelo link de videochamada gerado para cada sessão.',
        'O profissional deve cancelar com pelo menos 24 horas de antecedência. Em qualquer cancelamento feito pelo profissional, o paciente recebe o valor integral como saldo ou pode remarcar.',
        'Quando for constatada falha do serviço, o valor da consulta é reembolsado integralmente (100%) ao paciente.',
      ],
    },
    {
      heading: '5. Pagamentos ao profissional',
      paragraphs: [
        'Os pacientes pagam pelo provedor de pagamento parceiro (cartão de crédito, cartão de débito, PIX ou boleto). Os repasses ao profissional são feitos em até 30 dias após a realização da consulta, por meio do mesmo provedor de pagamento, descontadas as taxas acordadas.',
      ],
    },
    {
      heading: '6. Vigência e rescisão',
      paragraphs: [
        'Estes termos vigoram por 3 meses e são renovados automaticamente por períodos iguais. Qualquer das partes pode encerrar a relação com aviso prévio de 30 dias; as consultas já agendadas nesse período devem ser realizadas ou canceladas com reembolso integral aos pacientes.',
      ],
    },
    {
      heading: '7. Disponibilidade da plataforma',
      paragraphs: [
        'A plataforma fica disponível 24 horas por dia, 7 dias por semana, ressalvadas manutenções programadas e eventos fora do controle do Acolhe.',
      ],
    },
    {
      heading: '8. Dados pessoais',
      paragraphs: [
        `O profissional trata os dados dos pacientes apenas para realizar as consultas e de acordo com a LGPD e o sigilo profissional. Os dados do próprio profissional seguem a Política de privacidade; pedidos de acesso, correção, exclusão ou portabilidade podem ser feitos pelo email ${LEGAL_CONTACT_EMAIL}.`,
      ],
    },
    {
      heading: '9. Foro',
      paragraphs: ['Estes termos são regidos pelas leis brasileiras. Fica eleito o foro da comarca de São Paulo/SP para resolver qualquer controvérsia.'],
    },
  ],
}

export const uiLegalTexts = {
  otherDocuments: 'Outros documentos',
} as const
