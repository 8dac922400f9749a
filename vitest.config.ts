import { defineConfig } from 'vitest/config'

// One run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'scripts'],
    // PGlite instances are heavy: keep parallelism modest on a 2-core machine.
    maxWorkers: 2,
  },
})
