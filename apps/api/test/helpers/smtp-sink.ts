import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on a random loopback port that keeps every message it accepts, parsed. */
export async function startSmtpSink(port = 0) {
  const received: ParsedMail[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  // A sender killed mid-message (the crash and scale-out tests SIGKILL instances) resets its connection;
  // smtp-server then emits 'error', which without a listener would end the whole test run. The message
  // is simply not received, which is what those tests check for.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
