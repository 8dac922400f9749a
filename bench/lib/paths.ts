import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..')
export const apiDir = join(repoRoot, 'apps/api')
export const webDir = join(repoRoot, 'apps/web')
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
