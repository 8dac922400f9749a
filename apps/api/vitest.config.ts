import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates one template database per run; every test file's database is a copy of it.
    globalSetup: ['test/setup/database-template.ts'],
    isolate: false,
  },
})
