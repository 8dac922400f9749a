import { createContext } from 'react'

/** The instant a page was rendered at on the server while the app takes it over, else null. */
export type RenderedAt = { current: Date | null }

/**
 * The instant a page rendered on the server was rendered at (decision 128): the app's first render in the
 * browser reads the clock as that instant, so what it shows relative to now ('em 3 horas') matches the HTML
 * it takes over, however long the page was open before. Cleared once the page is the app's (app/boot.tsx):
 * a screen mounted later reads the real time. Null when nothing was rendered on the server.
 */
export const FirstRenderNow = createContext<RenderedAt>({ current: null })
