import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ENVIRONMENT_VARIABLES } from '../src/config'
import { readContainerfile, repositoryRoot } from './helpers/release'

// deploy/compose.yaml cannot run here (no image registry on this machine: docs/deploy.md#containers),
// so this checks it against what the other tests run: the image it builds is deploy/Containerfile
// (release-install.test.ts), the TLS front is deploy/nginx/acolhe.conf (tls-front.test.ts), every
// setting is one the server reads, and the names that tie the services together agree.
const deploy = join(repositoryRoot, 'deploy')
type Service = {
  build?: { context: string; dockerfile: string }
  image?: string
  environment?: Record<string, string>
  env_file?: string
  volumes?: string[]
  command?: string[]
  depends_on?: Record<string, unknown> | string[]
}
const compose = parse(readFileSync(join(deploy, 'compose.yaml'), 'utf8')) as { services: Record<string, Service> }
const services = compose.services
const apps = Object.entries(services).filter(([, service]) => service.build)

describe('deploy/compose.yaml', () => {
  it('builds the app from deploy/Containerfile and runs two instances of it with the image\'s own command', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2'])
    for (const [, service] of apps) {
      expect(join(deploy, service.build?.context ?? '', service.build?.dockerfile ?? '')).toBe(join(repositoryRoot, 'deploy/Containerfile'))
      expect(service.command).toBeUndefined()
      expect(service.env_file).toBe('.env')
    }
    expect(readContainerfile().at(-1)?.cmd).toContain('apps/api/dist/server.js')
  })

  it('sets only variables the server reads, and points them at the compose services', () => {
    for (const [, service] of apps) {
      const environment = service.environment ?? {}
      expect(Object.keys(environment).filter((name) => !ENVIRONMENT_VARIABLES.includes(name))).toEqual([])
      const database = new URL((environment.DATABASE_URL ?? '').replace('${POSTGRES_PASSWORD:-acolhe}', 'x'))
      expect(database.hostname).toBe('postgres')
      expect(database.username).toBe(services.postgres?.environment?.POSTGRES_USER)
      expect(database.pathname).toBe(`/${services.postgres?.environment?.POSTGRES_DB}`)
      expect(new URL(environment.REDIS_URL ?? '').hostname).toBe('redis')
      expect(services[new URL(environment.REDIS_URL ?? '').hostname]).toBeDefined()
    }
  })

  it('mounts the files of deploy/ it names; nginx\'s upstream is the balancer', () => {
    const mounted = Object.values(services).flatMap((service) => service.volumes ?? []).map((volume) => volume.split(':')[0] ?? '').filter((source) => source.startsWith('./'))
    const nginxConf = readFileSync(join(deploy, 'nginx/acolhe.conf'), 'utf8')
    const [, upstream = ''] = /sed 's\/([^/]+)\/haproxy:8080\//.exec(services.nginx?.command?.join(' ') ?? '') ?? []
    expect(nginxConf).toContain(`server ${upstream};`)
    const haproxyCfg = join(deploy, 'haproxy/haproxy.cfg')
    for (const source of mounted) {
      // The balancer's file is kept by the metrics and balancer work (deploy/haproxy/); the TLS files are the operator's.
      if (source === './tls' || (source === './haproxy/haproxy.cfg' && !existsSync(haproxyCfg))) continue
      expect(existsSync(join(deploy, source)), source).toBe(true)
    }
    if (existsSync(haproxyCfg)) {
      // The balancer's command rewrites the file's bind and server lines: run its sed on the real file.
      const script = services.haproxy?.command?.[2] ?? ''
      const sedPart = script.split(' > ')[0] ?? ''
      expect(sedPart).toMatch(/^sed /)
      const balancer = execFileSync('sh', ['-c', sedPart.replace('/etc/acolhe/haproxy.cfg', haproxyCfg)], { encoding: 'utf8' })
      expect(balancer).toMatch(/\n {2}bind :8080\n/)
      const servers = [...balancer.matchAll(/^ {2}server (\S+) (\S+)/gm)].map(([, name, address]) => `${name} ${address}`)
      expect(servers).toEqual(apps.map(([name]) => `${name} ${name}:3000`))
    } else {
      console.warn('deploy/haproxy/haproxy.cfg is not in this tree yet: its bind and servers are not checked')
    }
    console.info(`compose: ${Object.keys(services).length} services (${Object.keys(services).join(', ')}), ${mounted.length} mounts checked`)
  })
})
