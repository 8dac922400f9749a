import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { precompress } from './vite-plugins/precompress.ts'
import { prerender } from './vite-plugins/prerender.ts'

export default defineConfig({
  plugins: [react(), precompress(), prerender()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { sourcemap: false, chunkSizeWarningLimit: 700 },
})
