import { defineConfig } from 'vitest/config'
import { SlowFilesFirst } from './apps/api/test/setup/slow-files-first.ts'

// One run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'scripts'],
    // PGlite instances are heavy: keep parallelism modest on a 2-core machine.
    maxWorkers: 2,
    // A project cannot choose its own sequencer; this one only moves the API's slowest files forward.
    sequence: { sequencer: SlowFilesFirst },
  },
})
