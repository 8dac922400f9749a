import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A visitor's zone is the browser's (decision 044): pinned to Brasília like the browser journeys'
    // timezoneId, so no test depends on the machine's zone.
    env: { TZ: 'America/Sao_Paulo' },
    // Whole forms typed with userEvent take seconds when the API suite shares the two cores, and many
    // times that on a machine busy with other work; a test cut off mid-typing would also type into the
    // next test's screen. The bound only stops a hung test: no test asserts how long anything took.
    // (src/test/setup.ts gives findBy/waitFor a matching 15 s.)
    testTimeout: 120_000,
    // One jsdom environment per worker for all its files instead of a new one (and a fresh import of
    // React, Mantine and the router) per file: the import was most of each file's time. Files must not
    // leave state behind: each test unmounts its screen (cleanup) and no module is mocked.
    isolate: false,
  },
})
