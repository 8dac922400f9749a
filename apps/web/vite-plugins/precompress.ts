import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// Writes a .br and a .gz beside every text file of the build, once, at the highest levels; the server
// (@fastify/static `preCompressed`) sends the best one the browser accepts, with no compression work
// per request.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/
const MIN_BYTES = 1024

export function precompress(): Plugin {
  return {
    name: 'acolhe-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist'
      const files = [...Object.keys(bundle), 'index.html'].filter((name, i, all) => COMPRESSIBLE.test(name) && all.indexOf(name) === i)
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name)
          const content = await readFile(path).catch(() => undefined)
          if (!content || content.length < MIN_BYTES) return
          await compressBeside(path, content)
        }),
      )
    },
  }
}

/** Writes `path`.br and `path`.gz of `content` at the highest levels. */
export async function compressBeside(path: string, content: Buffer): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipAsync(content, { level: 9 }),
  ])
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
}
