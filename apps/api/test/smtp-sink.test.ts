import { connect, type Socket } from 'node:net'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpSink } from './helpers/smtp-sink'

// The local mail server of the API tests. Instances killed mid-message (crash and scale-out tests) reset
// their SMTP connections; that once ended a whole CI run with an uncaught ECONNRESET from smtp-server.

/** Resolves with the first reply line that starts with `code`. */
function reply(socket: Socket, code: string): Promise<void> {
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      if (chunk.toString().split('\r\n').some((line) => line.startsWith(code))) {
        socket.off('data', onData)
        resolve()
      }
    }
    socket.on('data', onData)
  })
}

describe('the SMTP sink', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  beforeAll(async () => {
    sink = await startSmtpSink()
  })
  afterAll(() => sink.close())

  it('keeps receiving mail after a sender resets its connection in the middle of a message', async () => {
    const socket = connect(sink.port, '127.0.0.1')
    socket.on('error', () => {})
    await reply(socket, '220')
    socket.write('EHLO killed.example\r\n')
    await reply(socket, '250 ')
    socket.write('MAIL FROM:<nao-responda@acolhe.local>\r\n')
    await reply(socket, '250')
    // A TCP reset, as the kernel sends for a process killed with SIGKILL.
    socket.resetAndDestroy()
    await new Promise((resolve) => setTimeout(resolve, 100))

    const transport = createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true })
    await transport.sendMail({ from: 'nao-responda@acolhe.local', to: 'paciente@exemplo.com', subject: 'Depois do corte', text: 'ok' })
    expect(sink.received.map((mail) => mail.subject)).toEqual(['Depois do corte'])
  })
})
