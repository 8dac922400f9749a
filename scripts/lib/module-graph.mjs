// Declared dependency graphs for eslint.config.js (docs/decisions/049-import-boundaries.md, 079-api-module-
// graph.md): each part of the code imports only itself and the parts it declares, and the declared graph
// must have no cycle. Kept apart from the config so a test can check the cycle rule on a fixture.

/** Throws, naming the loop, when `graph` (node → the nodes it may import) has a cycle. */
export function assertAcyclic(graph, what) {
  const visiting = new Set()
  const done = new Set()
  const visit = (node, path) => {
    if (done.has(node)) return
    if (visiting.has(node)) throw new Error(`eslint.config.js: ${what} depend on each other in a cycle: ${[...path, node].join(' → ')}`)
    visiting.add(node)
    for (const next of graph[node] ?? []) visit(next, [...path, node])
    visiting.delete(node)
    done.add(node)
  }
  for (const node of Object.keys(graph)) visit(node, [])
}

/** Throws when the graph names a node that is not one of `known` (a typo would silently allow nothing). */
export function assertKnown(graph, known, what) {
  for (const [node, deps] of Object.entries(graph)) {
    for (const name of [node, ...deps]) if (!known.includes(name)) throw new Error(`eslint.config.js: ${what}: '${name}' is not one of them`)
  }
}

export const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The API's modules (apps/api/src/modules/*) and what each may import. A module not listed imports no
 * other module. The composition root (app.ts, server.ts, plugins/, cli/) may import any module.
 */
export const apiModuleDependencies = {
  accounts: ['auth', 'email'],
  admins: ['audit', 'auth'],
  'back-office': ['accounts', 'audit', 'auth', 'notifications', 'professional-auth', 'scheduling'],
  'calendar-feed': ['notifications'],
  'clinical-records': ['audit'],
  clinics: ['auth'],
  // The room reads its session and changes it only through the lifecycle (admission starts it, a failure moves or excuses it).
  'consultation-room': ['auth', 'scheduling'],
  directory: ['ledger', 'scheduling'],
  // Reminders go out by email and WhatsApp; the emails carry the reminder links' addresses and, when the
  // patient has a questionnaire open for the consultation, its link. Every change of a session marks it
  // for the professional's own CalDAV calendar (decision 088).
  notifications: ['email', 'own-calendars', 'questionnaires', 'whatsapp-reminders'],
  'password-change': ['auth'],
  // Pix Automático (decision 102) builds on the series and pays weeks through the payments module's rows
  // and settlement; a bank cancellation pauses the series through the series module.
  'pix-automatico': ['auth', 'email', 'ledger', 'payments', 'scheduling', 'series'],
  'password-recovery': ['auth', 'email'],
  payments: ['audit', 'auth', 'ledger', 'scheduling', 'tax-receipts'],
  practice: ['auth', 'scheduling'],
  privacy: ['audit', 'auth', 'clinical-records', 'ledger', 'profile-photos', 'questionnaires', 'waitlist', 'whatsapp-reminders'],
  // Questionnaire answers are sealed with the clinical notes' cipher; a risk answer mails the professional.
  questionnaires: ['audit', 'clinical-records', 'email'],
  'professional-auth': ['auth'],
  professionals: ['audit', 'auth', 'email', 'professional-auth'],
  'profile-photos': ['accounts', 'auth', 'professional-auth'],
  // A used link confirms or cancels through the session lifecycle; its token is made by notifications.
  'reminder-links': ['notifications', 'scheduling'],
  // The session aggregate: never the series, the waitlist or the payments, which call it (decision 079).
  scheduling: ['audit', 'auth', 'clinical-records', 'ledger', 'notifications', 'tax-receipts', 'telehealth-consent'],
  series: ['auth', 'email', 'ledger', 'scheduling', 'telehealth-consent'],
  'session-export': ['ledger'],
  support: ['audit', 'auth'],
  'tax-receipts': ['ledger', 'session-export'],
  waitlist: ['email', 'notifications', 'scheduling'],
  'whatsapp-reminders': ['email'],
}

/** The `no-restricted-imports` pattern that keeps `module` to its declared dependencies. */
export function undeclaredModulePattern(module, modules, graph) {
  const others = modules.filter((other) => other !== module && !(graph[module] ?? []).includes(other))
  return {
    regex: `^(\\.\\./)+(modules/)?(${others.map(escapeRegex).join('|')})(/|$)`,
    message: `The '${module}' module imports only itself, the shared layers (lib/, db/, integrations/) and the modules it declares in scripts/lib/module-graph.mjs (apiModuleDependencies).`,
  }
}
