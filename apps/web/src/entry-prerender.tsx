import { renderToHtml } from './app/render-to-html'
import { authProvidersQueryOptions } from './lib/auth-providers'
import { createQueryClient } from './lib/query-client'

/**
 * Renders one public path to HTML at build time (vite-plugins/prerender.ts), so its first
 * paint does not wait for the JavaScript; main.tsx then hydrates it. Data sections render their
 * loading state, exactly as the client's first render does. `googleSignIn` renders the variant the
 * server sends when Google sign-in is configured, with its button (the app is told by the page: boot.tsx).
 */
export async function renderPath(path: string, { googleSignIn = false } = {}): Promise<string> {
  const queryClient = createQueryClient()
  if (googleSignIn) queryClient.setQueryData(authProvidersQueryOptions().queryKey, { google: true })
  return renderToHtml(new URL(path, 'http://prerender.local'), queryClient)
}
