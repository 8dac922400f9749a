// Services the browser tests talk to through the real server: an SMTP server that receives the mail
// Acolhe sends, and a local OpenID provider playing Google. A small HTTP control port lets the tests
// read the received mail and choose who "signs in with Google" next.
import { createServer } from 'node:http'
import { simpleParser } from 'mailparser'
import { OAuth2Server } from 'oauth2-mock-server'
import { SMTPServer } from 'smtp-server'

export async function startTestServices() {
  const mails = []
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push({ to: mail.to?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '', received_at: new Date().toISOString() })
          callback()
        })
        .catch(callback)
    },
  })
  // A connection reset mid-message (a server stopped while sending) is emitted as 'error', which without a
  // listener would end the run; the message is simply not received.
  smtp.on('error', () => {})
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const smtpPort = smtp.server.address().port

  const oidc = new OAuth2Server()
  await oidc.issuer.keys.generate('RS256')
  await oidc.start(0, '127.0.0.1')
  let nextIdentity = { sub: 'google-e2e', email: 'google.e2e@gmail.com', email_verified: true, given_name: 'Gabriela', family_name: 'Google' }
  oidc.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, nextIdentity))

  const control = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (request.method === 'GET' && url.pathname === '/mails') {
      const to = url.searchParams.get('to')
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(mails.filter((m) => !to || m.to === to)))
      return
    }
    if (request.method === 'POST' && url.pathname === '/google-identity') {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        nextIdentity = JSON.parse(body)
        response.statusCode = 204
        response.end()
      })
      return
    }
    response.statusCode = 404
    response.end()
  })
  await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve))

  return {
    serverEnv: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      GOOGLE_CLIENT_ID: 'acolhe-e2e',
      GOOGLE_CLIENT_SECRET: 'acolhe-e2e-secret',
      OIDC_ISSUER: oidc.issuer.url,
    },
    testEnv: { E2E_SERVICES_URL: `http://127.0.0.1:${control.address().port}` },
    stop: async () => {
      await new Promise((resolve) => control.close(resolve))
      await new Promise((resolve) => smtp.close(resolve))
      await oidc.stop()
    },
  }
}
