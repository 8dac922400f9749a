import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { precompress } from './vite-plugins/precompress.ts'
import { prerender } from './vite-plugins/prerender.ts'

// Every screen is a lazy route; left alone, the bundler cut the code they share into ~200 files of a few
// KiB each (a Mantine component, an icon, a helper), and a first load asked for 60–90 of them over the
// browser's six connections, one queue after another. The libraries every screen uses, the icons, and
// the app's own shared code are grouped into a few chunks instead; what only one area uses (drag and
// drop for the FAQ, the calendar's dates, masks, the PIX QR code) stays with that area.
// Stylesheets are never grouped: a CSS file imported by the tiny entry (main.tsx) would otherwise make the
// entry import the whole group's JavaScript before the page could be hydrated (decision 045).
const notCss = (pattern: RegExp) => (id: string) => !/\.css($|\?)/.test(id) && pattern.test(id)
const sharedLibraries = notCss(/[\\/]node_modules[\\/](?!@dnd-kit|qrcode\.react|@mantine[\\/]dates|dayjs|imask|react-imask)/)
const icons = notCss(/[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/)
// The calendars (the dates library, dayjs and the shared components built on them) are a chunk of their
// own: inside the shared app code they made every page, a login included, download ~15 KiB gzip it never
// uses (decision 052). A group also takes the modules its modules import, so it is matched last: the
// libraries and the shared app code it uses are already in their own groups by then.
const calendarModules = /([\\/]node_modules[\\/](@mantine[\\/]dates|dayjs)[\\/]|[\\/]apps[\\/]web[\\/]src[\\/]components[\\/](month-calendar|date-field|pt-br-dates|hour-picker|return-hour-modal|use-hour-choice)\.)/
const calendarCode = notCss(calendarModules)
const appCode = notCss(/([\\/]packages[\\/]shared[\\/]src|[\\/]apps[\\/]web[\\/]src[\\/](components|lib))[\\/]/)
const sharedAppCode = (id: string) => appCode(id) && !calendarModules.test(id)

export default defineConfig({
  plugins: [react(), precompress(), prerender()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'icons', test: icons, priority: 4 },
            { name: 'vendor', test: sharedLibraries, priority: 3 },
            { name: 'app-common', test: sharedAppCode, priority: 2, minShareCount: 2 },
            { name: 'calendar', test: calendarCode, priority: 1 },
          ],
        },
      },
    },
  },
})
