import { useCallback, useRef } from 'react'

/**
 * Gives focus back to what opened a dialog that is mounted when it opens and removed when it closes (the
 * session list's and the weekly series' dialogs, loaded on demand, decisions 052 and 057). Mantine gives
 * focus back only when `opened` turns false on a modal that stays mounted; removed, the dialog left focus
 * on the page's body, and a keyboard or screen-reader user had to find their place again from the top.
 * `remember()` as the dialog opens, `restore()` as it closes.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null)
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
  }, [])
  const restore = useCallback(() => {
    const element = opener.current
    opener.current = null
    // After the dialog is gone: its focus trap holds focus until it unmounts. An opener the change removed
    // (a 'Cancelar consulta' button once the session is cancelled) has nowhere to take focus back.
    if (element) requestAnimationFrame(() => element.isConnected && element.focus())
  }, [])
  return { remember, restore }
}
