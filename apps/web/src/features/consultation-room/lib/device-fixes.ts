import { roomTexts as t } from '@acolhe/shared/texts/consultation-room'

// What to tell someone whose camera or microphone could not be opened, by the error getUserMedia gave
// (MediaDevices.getUserMedia: NotAllowedError, NotFoundError, NotReadableError…) and by their browser
// and system: each browser hides the permission in a different place.

export type Browser = 'chrome' | 'safari' | 'firefox' | 'other'
export type System = 'mac' | 'windows' | 'ios' | 'android' | 'other'

/** The browser, from its user agent (Edge and Opera are Chromium: their permission sits where Chrome's does). */
export function browserOf(userAgent: string): Browser {
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'firefox'
  if (/Chrome\/|Chromium\/|CriOS\/|Edg\//.test(userAgent)) return 'chrome'
  if (/Safari\//.test(userAgent)) return 'safari'
  return 'other'
}

export function systemOf(userAgent: string): System {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios'
  if (/Android/.test(userAgent)) return 'android'
  if (/Mac OS X|Macintosh/.test(userAgent)) return 'mac'
  if (/Windows/.test(userAgent)) return 'windows'
  return 'other'
}

const DENIED: Record<Browser, string> = { chrome: t.deniedChrome, safari: t.deniedSafari, firefox: t.deniedFirefox, other: t.deniedOther }

/** The steps to show for a device that failed with `errorName`, in this browser on this system. */
export function fixesFor(errorName: string, userAgent: string): string[] {
  if (errorName === 'NotAllowedError' || errorName === 'SecurityError') {
    const system = systemOf(userAgent)
    const systemStep = system === 'mac' ? [t.deniedSystemMac] : system === 'windows' ? [t.deniedSystemWindows] : []
    return [DENIED[browserOf(userAgent)], ...systemStep]
  }
  if (errorName === 'NotFoundError' || errorName === 'OverconstrainedError') return [t.notFound]
  if (errorName === 'NotReadableError' || errorName === 'AbortError') return [t.busy]
  return [t.otherError]
}
