import { describe, expect, it } from 'vitest'
import { roomTexts as t } from '@acolhe/shared/texts/consultation-room'
import { browserOf, fixesFor, systemOf } from './device-fixes'

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'

describe('device fixes', () => {
  it('tells the browser and the system apart', () => {
    expect([CHROME_WINDOWS, SAFARI_MAC, FIREFOX_LINUX, SAFARI_IPHONE, EDGE].map(browserOf)).toEqual(['chrome', 'safari', 'firefox', 'safari', 'chrome'])
    expect([CHROME_WINDOWS, SAFARI_MAC, FIREFOX_LINUX, SAFARI_IPHONE].map(systemOf)).toEqual(['windows', 'mac', 'other', 'ios'])
  })
  it('a blocked permission: where that browser keeps it, and the system setting beside it', () => {
    expect(fixesFor('NotAllowedError', CHROME_WINDOWS)).toEqual([t.deniedChrome, t.deniedSystemWindows])
    expect(fixesFor('NotAllowedError', SAFARI_MAC)).toEqual([t.deniedSafari, t.deniedSystemMac])
    expect(fixesFor('NotAllowedError', FIREFOX_LINUX)).toEqual([t.deniedFirefox])
  })
  it('no device, a device busy in another program, anything else', () => {
    expect(fixesFor('NotFoundError', CHROME_WINDOWS)).toEqual([t.notFound])
    expect(fixesFor('NotReadableError', SAFARI_MAC)).toEqual([t.busy])
    expect(fixesFor('TypeError', FIREFOX_LINUX)).toEqual([t.otherError])
  })
})
