import type { RouteObject } from 'react-router'

/**
 * The landing page and the public pages that bring their own full-page layout (the sign-up and
 * recovery cards, like /login, and the Google return page), grouped under one pathless route so the
 * app's router keeps a single entry for them.
 */
export const landingRoute: RouteObject = {
  children: [
    { index: true, lazy: () => import('./landing') },
    // Patient sign-up
    { path: 'cadastro', lazy: () => import('./sign-up') },
    { path: 'cadastro/info', lazy: () => import('./sign-up-info') },
    { path: 'cadastro/info-complemento', lazy: () => import('./sign-up-complement') },
    // Password recovery
    { path: 'recuperar-senha', lazy: () => import('./recovery-request') },
    { path: 'recuperar-senha/codigo', lazy: () => import('./recovery-code') },
    { path: 'recuperar-senha/recuperar', lazy: () => import('./recovery-new-password') },
    { path: 'oauth-callback', lazy: () => import('./oauth-callback') },
  ],
}

/** Public pages inside the public frame (header and footer). */
export const publicFrameRoutes: RouteObject[] = [
  { path: 'politica-de-privacidade', lazy: () => import('./privacy-policy') },
  { path: 'termos-de-uso', lazy: () => import('./terms-of-use') },
  { path: 'termos-de-uso-do-profissional', lazy: () => import('./professional-terms') },
  // The accessibility statement and the processors the installation uses (decisions 097, 098).
  { path: 'acessibilidade', lazy: () => import('./accessibility') },
  { path: 'operadores', lazy: () => import('./processors') },
  // A reminder's 'Confirmar presença' and 'Não poderei ir' links (no login: the token is the credential).
  { path: 'lembrete/confirmar', lazy: () => import('./reminder-link') },
  { path: 'lembrete/cancelar', lazy: () => import('./reminder-link') },
  // The waitlist's offer email (decision 041): the page sends a visitor to /login and back.
  { path: 'lista-de-espera/oferta/:id', lazy: () => import('./waitlist-offer') },
]
