import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { precompress } from './vite-plugins/precompress.ts'
import { prerender } from './vite-plugins/prerender.ts'
import { screenChunkGroups } from './vite-plugins/screen-chunks.ts'
import { mantineImports } from './vite-plugins/mantine-imports.ts'

// Every screen is a lazy route; left alone, the bundler cut the code they share into ~300 files of a few
// KiB each, and a first load asked for 60–110 of them over the browser's six connections (decision 031).
// One shared `vendor` and `app-common` instead made every page download the libraries, Mantine
// components and texts of every area (~320 KiB gzip on a home). The groups of screen-chunks.ts name each
// module by the first screens (landing, booking, logins, each home) that need it: a page downloads what its
// screen imports, in 12–18 files (decision 057). Stylesheets are never grouped (screen-chunks.ts, decision 045).
export default defineConfig({
  plugins: [react(), mantineImports(), precompress(), prerender()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: screenChunkGroups() },
      },
    },
  },
})
