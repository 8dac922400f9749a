import { defineConfig } from 'vitest/config'

// The repository's own checks (scripts/*.test.mjs), run by `npx vitest run` with the workspaces' tests.
export default defineConfig({ test: { name: 'scripts', include: ['*.test.mjs'], environment: 'node' } })
