import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, createServer, type Plugin } from 'vite'
import { fillPageTemplate } from '../src/app/fill-page-template.ts'
import { compressBeside } from './precompress.ts'
import { mantineImports } from './mantine-imports.ts'

// The public pages rendered to HTML at build time (src/entry-prerender.tsx), each written beside
// index.html; the server sends them for their exact path and main.tsx hydrates them. The landing page
// is the first page most visitors see, so its text paints before the JavaScript has run.
const BOOT_MODULE = 'src/app/boot.tsx'
// The server reads prerendered.json and sends each file for its path when the address has no query.
// `firstRender`: modules the route downloads before its first render, besides its own (decision 061: the
// wizard's step 1 is a module of its own, awaited by the route when the address shows it).
const PRERENDERED: { path: string; file: string; googleFile?: string; routeModule: string; firstRender?: string[] }[] = [
  { path: '/', file: 'landing.html', routeModule: 'src/app/routes/public/landing.tsx' },
  {
    path: '/agendamento',
    file: 'agendamento.html',
    routeModule: 'src/app/routes/booking/booking.tsx',
    firstRender: ['src/features/booking/components/professional-step.tsx'],
  },
  // The logins and the sign-up (decision 055): main.tsx keeps what is typed before the app takes over.
  // Those with a Google button have a second file, with it, which the server sends when Google sign-in is
  // configured (prerendered-google.json); the button otherwise appears only once the app has asked the API.
  { path: '/login', file: 'login.html', googleFile: 'login-google.html', routeModule: 'src/app/routes/patient/login.tsx' },
  { path: '/cadastro', file: 'cadastro.html', googleFile: 'cadastro-google.html', routeModule: 'src/app/routes/public/sign-up.tsx' },
  {
    path: '/profissional/login',
    file: 'profissional-login.html',
    googleFile: 'profissional-login-google.html',
    routeModule: 'src/app/routes/professional/login.tsx',
  },
  { path: '/admin/login', file: 'admin-login.html', routeModule: 'src/app/routes/admin/login.tsx' },
]

// The first screens that start the app at once (not prerendered: their content is the person's data or
// the wizard's state in the address) get a copy of the app shell that also lists their route's files
// (decision 063), written as <file> and mapped in app-shells.json; the server sends it for the path (for
// /agendamento, when the address carries the wizard's state). With index.html alone the browser learns
// of those files only once the app has run and the router has matched: a second wave of requests after
// the first on a slow connection.
const APP_SHELLS: { path: string; file: string; routeModules: string[] }[] = [
  { path: '/agendamento', file: 'agendamento-app.html', routeModules: ['src/app/routes/booking/booking.tsx'] },
  { path: '/home', file: 'home-app.html', routeModules: ['src/app/routes/patient/patient-shell.tsx', 'src/app/routes/patient/home.tsx'] },
  {
    path: '/profissional/home',
    file: 'profissional-home-app.html',
    routeModules: ['src/app/routes/professional/professional-shell.tsx', 'src/app/routes/professional/home.tsx'],
  },
  { path: '/admin/dashboard', file: 'admin-dashboard-app.html', routeModules: ['src/app/routes/admin/admin-shell.tsx', 'src/app/routes/admin/dashboard.tsx'] },
]

// The pages the API server renders per request (decisions 116 and 128, src/entry-server.tsx): the build writes
// each one's template (its stylesheets, its code in an inert template as on a prerendered page, an empty
// root) and the server bundle that renders them, dist-server/entry-server.js, one file with every
// library in it, so the server needs none of the web app's packages installed.
const RENDERED_PER_REQUEST: { path: string; file: string; routeModules: string[] }[] = [
  { path: '/agendamento', file: 'agendamento-rendered.html', routeModules: ['src/app/routes/booking/booking.tsx'] },
  // The homes, for a logged-in patient or professional (an address with no query).
  { path: '/home', file: 'home-rendered.html', routeModules: ['src/app/routes/patient/patient-shell.tsx', 'src/app/routes/patient/home.tsx'] },
  {
    path: '/profissional/home',
    file: 'profissional-home-rendered.html',
    routeModules: ['src/app/routes/professional/professional-shell.tsx', 'src/app/routes/professional/home.tsx'],
  },
]
export const SERVER_BUNDLE_DIR = 'dist-server'

type BuiltChunk = { type: 'chunk'; fileName: string; imports: string[]; facadeModuleId: string | null; viteMetadata?: { importedCss: Set<string> } }
type BuiltBundle = Record<string, BuiltChunk | { type: 'asset' }>

type PreloadLinks = { scripts: string[]; stylesheets: string[] }

/**
 * A preload the browser starts with the HTML but below the stylesheets the first paint waits for
 * (decision 115): the app's code then downloads during that paint instead of after it, without taking
 * the slow link's bandwidth from it.
 */
const atLowPriority = (link: string) => link.replace('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')

/**
 * Link tags for a lazily imported module, the modules it imports and its CSS, so they are fetched all
 * at once instead of each after the module importing it has run. Files already in `template` are left out.
 */
function modulePreloads(bundle: BuiltBundle, routeModule: string, template: string): PreloadLinks {
  const chunks = Object.values(bundle).filter((item): item is BuiltChunk => item.type === 'chunk')
  const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(routeModule))
  if (!route) throw new Error(`prerender: no chunk for ${routeModule}`)
  const files = new Set<string>()
  const css = new Set<string>()
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return
    files.add(chunk.fileName)
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file))
    chunk.imports.forEach((file) => visit(chunks.find((candidate) => candidate.fileName === file)))
  }
  visit(route)
  const missing = (file: string) => !template.includes(`/${file}"`)
  return {
    scripts: [...files].filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    stylesheets: [...css].filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  }
}

export function prerender(): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  let bundle: BuiltBundle = {}
  return {
    name: 'acolhe-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    writeBundle(_options, written) {
      bundle = written as unknown as BuiltBundle
    },
    async closeBundle() {
      const server = await createServer({ root, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false } })
      try {
        const { renderPath } = await server.ssrLoadModule('/src/entry-prerender.tsx')
        if (typeof renderPath !== 'function') throw new Error('prerender: src/entry-prerender.tsx exports no renderPath')
        // The app shell preloads the app's code (src/app/boot.tsx, imported by the tiny entry) and its
        // route's at low priority (decision 115): it downloads with the HTML, below the stylesheets the
        // first paint waits for; at the default priority its ~115 KiB competed with that paint.
        const indexFile = join(outDir, 'index.html')
        const entryOnly = await readFile(indexFile, 'utf8')
        const boot = modulePreloads(bundle, BOOT_MODULE, entryOnly)
        /** The HTML of a page the app renders: its stylesheets in <head>, its scripts preloaded at low priority. */
        const appShell = ({ scripts, stylesheets }: PreloadLinks) =>
          entryOnly.replace('</head>', `  ${[...stylesheets, ...scripts.map(atLowPriority)].join('\n    ')}\n  </head>`)
        const index = appShell(boot)
        await writeFile(indexFile, index)
        await compressBeside(indexFile, Buffer.from(index))
        const known = [entryOnly, ...boot.scripts, ...boot.stylesheets].join('\n')
        /** The preload links of some route modules and what they import, each file once. */
        const routeFiles = (modules: string[]): PreloadLinks => {
          const parts = modules.map((module) => modulePreloads(bundle, module, known))
          return { scripts: [...new Set(parts.flatMap((part) => part.scripts))], stylesheets: [...new Set(parts.flatMap((part) => part.stylesheets))] }
        }
        for (const { file, routeModules } of APP_SHELLS) {
          const route = routeFiles(routeModules)
          const html = appShell({ scripts: [...boot.scripts, ...route.scripts], stylesheets: [...boot.stylesheets, ...route.stylesheets] })
          await writeFile(join(outDir, file), html)
          await compressBeside(join(outDir, file), Buffer.from(html))
        }
        await writeFile(join(outDir, 'app-shells.json'), JSON.stringify(Object.fromEntries(APP_SHELLS.map(({ path, file }) => [path, file]))))
        /**
         * The HTML of a page rendered outside the browser, before its body: it paints from its HTML and CSS
         * and downloads no script but the entry until the visitor shows intent (decision 052); main.tsx then
         * activates the inert template of the app's and the route's files, so they arrive together.
         */
        const renderedPage = (modules: string[], googleSignIn: boolean) => {
          const route = routeFiles(modules)
          const code = `<template id="app-code">${[...boot.scripts, ...route.scripts].join('')}</template>`
          const head = [...boot.stylesheets, ...route.stylesheets, code]
          // The app reads data-google-sign-in (boot.tsx) so that its first render has the button too.
          return entryOnly
            .replace('<html lang="pt-BR">', `<html lang="pt-BR" data-mantine-color-scheme="light"${googleSignIn ? ' data-google-sign-in' : ''}>`)
            .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
        }
        for (const { path, file, googleFile, routeModule, firstRender = [] } of PRERENDERED) {
          const variants: [string, boolean][] = googleFile ? [[file, false], [googleFile, true]] : [[file, false]]
          for (const [target, googleSignIn] of variants) {
            const body: unknown = await renderPath(path, { googleSignIn })
            if (typeof body !== 'string') throw new Error(`prerender: ${path} rendered no HTML`)
            const html = fillPageTemplate(renderedPage([routeModule, ...firstRender], googleSignIn), body)
            await writeFile(join(outDir, target), html)
            await compressBeside(join(outDir, target), Buffer.from(html))
          }
        }
        for (const { file, routeModules } of RENDERED_PER_REQUEST) await writeFile(join(outDir, file), renderedPage(routeModules, false))
        await writeFile(join(outDir, 'rendered-pages.json'), JSON.stringify(Object.fromEntries(RENDERED_PER_REQUEST.map(({ path, file }) => [path, file]))))
        const map = Object.fromEntries(PRERENDERED.map(({ path, file }) => [path, file]))
        await writeFile(join(outDir, 'prerendered.json'), JSON.stringify(map))
        const googleMap = Object.fromEntries(PRERENDERED.flatMap(({ path, googleFile }) => (googleFile ? [[path, googleFile]] : [])))
        await writeFile(join(outDir, 'prerendered-google.json'), JSON.stringify(googleMap))
      } finally {
        await server.close()
      }
      await build({
        root,
        configFile: false,
        logLevel: 'warn',
        plugins: [react(), mantineImports()],
        ssr: { noExternal: true },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: resolve(outDir, '..', SERVER_BUNDLE_DIR),
          emptyOutDir: true,
          sourcemap: false,
          rolldownOptions: { output: { codeSplitting: false } },
        },
      })
    },
  }
}
