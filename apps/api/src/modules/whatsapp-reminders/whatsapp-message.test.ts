import { describe, expect, it } from 'vitest'
import type { WhatsAppConfig } from '../../config'
import { reminderMessage } from './whatsapp-message'

// The patient's own clock in the WhatsApp reminder (decision 068): 11:00 in Brasília on
// 23/03/2027 is 14:00 in Lisbon (before Europe's change) and 10:00 in Manaus.
const START = new Date('2027-03-23T14:00:00.000Z')
const config: WhatsAppConfig = { apiUrl: 'http://whatsapp.test', phoneNumberId: '1', accessToken: 't', appSecret: 's', verifyToken: 'v', templateName: 'lembrete_consulta', templateLanguage: 'pt_BR' }
const links = { confirm: 'http://localhost:3000/lembrete/confirmar?token=a', cancel: 'http://localhost:3000/lembrete/cancelar?token=b' }
const message = (timeZone: string) => reminderMessage(config, { patientId: 'p', to: '5511987654321', timeZone, sessionId: 's', start: START, which: '48h', links })

describe('the WhatsApp reminder', () => {
  it('gives a patient abroad their own hour with Brasília’s beside it', () => {
    expect(message('Europe/Lisbon').components[0]).toEqual({ type: 'body', parameters: [{ type: 'text', text: 'depois de amanhã' }, { type: 'text', text: '14:00 em Lisboa (11:00 em Brasília)' }] })
    expect(message('America/Manaus').body).toContain('depois de amanhã às 10:00 em Manaus (11:00 em Brasília)')
  })

  it('keeps the bare Brasília hour for a patient on Brasília’s clock', () => {
    expect(message('America/Sao_Paulo').components[0]).toEqual({ type: 'body', parameters: [{ type: 'text', text: 'depois de amanhã' }, { type: 'text', text: '11:00' }] })
  })
})
