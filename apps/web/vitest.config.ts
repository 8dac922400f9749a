import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole forms typed with userEvent take seconds when the API suite shares the two cores; a test
    // cut off mid-typing would also type into the next test's screen.
    testTimeout: 30_000,
  },
})
