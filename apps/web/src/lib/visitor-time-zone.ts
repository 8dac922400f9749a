import { createContext } from 'react'

/**
 * The zone a page rendered on the server shows a visitor's hours in (decision 116): the server cannot
 * know the browser's zone, so it renders Brasília's and marks the page; the browser takes the page over
 * only when its own zone is that one (src/main.tsx), else renders it afresh. Null in the browser: there
 * a visitor's zone is the browser's own (decision 044).
 */
export const VisitorTimeZone = createContext<string | null>(null)
