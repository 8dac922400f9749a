import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

// Accessibility checks shared by the browser tests: WCAG 2.2 AA through axe-core, target
// sizes and a visible keyboard focus. axe's own `target-size` rule is part of the wcag22aa tag.

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const BLOCKING_IMPACTS = new Set(['serious', 'critical'])

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]
/** axe's run options, as the builder's `options` takes them. */
type RunOptions = Parameters<AxeBuilder['options']>[0]

/**
 * The axe-core script the builder itself would inject: its own dependency (it may pin another release than
 * the root's), resolved from the builder's package, so the rules are the builder's.
 */
const builderRequire = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))
const AXE_SOURCE = (builderRequire('axe-core') as { source: string }).source

/** What the builder evaluates when the page already has axe: nothing (a statement that does nothing). */
const NO_SOURCE = ';'

/**
 * axe on the page as it is now, in one pass inside the page (axe.run). The builder's default runs axe per
 * frame and then merges the frames' results in a new blank page with axe injected a second time: a page
 * opened and closed and the 550 kB axe script parsed twice per check, for frames of other origins, which
 * no page of the app has (it renders no iframe). Same rules, same tags, same results (decision 117); a page
 * that does have a frame gets the builder's frame-by-frame run.
 *
 * In one pass the builder still evaluates the whole script twice per check, even in a page that has it
 * (~70 ms of CPU each on the two-core machine): the script is evaluated here once per document instead and
 * the builder given nothing to evaluate, so a page checked at two widths parses it once (decision 125).
 */
async function axeOf(page: Page, runOptions: RunOptions = {}): Promise<AxeBuilder> {
  if (page.frames().length !== 1) return new AxeBuilder({ page }).options(runOptions).withTags(WCAG_22_AA)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return new AxeBuilder({ page, axeSource: NO_SOURCE }).setLegacyMode(true).options(runOptions).withTags(WCAG_22_AA)
}

function describeViolation(violation: AxeViolation): string {
  const where = violation.nodes
    .slice(0, 4)
    .map((node) => node.target.join(' '))
    .join(' | ')
  return `${violation.id} [${violation.impact}] ${violation.help} — ${where}`
}

/**
 * Fails on any serious or critical WCAG 2.2 AA violation of the page as it is now. Only violations are read,
 * so axe is told so (`resultTypes`): it then describes one node per passed or inapplicable rule instead of
 * every node (a selector and an HTML snippet each), the same violations for less of the page's CPU
 * (decision 129). Set before the tags: the builder's `options` replaces what `withTags` set.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = await axeOf(page, { resultTypes: ['violations'] })
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
  expect(blocking.map(describeViolation), `serious or critical WCAG 2.2 AA violations on ${page.url()}`).toEqual([])
}

/**
 * Every WCAG 2.2 AA violation of the page as it is now, whatever its impact, each described in one line
 * (the accessibility statement's claim: none on any route, e2e/a11y.spec.ts).
 */
export async function a11yViolationsOf(page: Page): Promise<string[]> {
  // Only violations are read: axe then keeps one node per passed rule instead of all, which is most of its time on a long page.
  const { violations } = await (await axeOf(page)).options({ resultTypes: ['violations'] }).analyze()
  return violations.map(describeViolation)
}

/** The statement's two widths (e2e/a11y.spec.ts): a phone and a computer screen. */
const A11Y_WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]

/**
 * Every WCAG 2.2 AA violation of the page as it is now at 390 px and at 1280 px, each line starting with its
 * width; the viewport is put back after. For a page a journey reaches (a room, a reminder's link), so it is
 * checked at both widths where its real content is.
 */
export async function a11yViolationsAtBothWidths(page: Page): Promise<string[]> {
  const before = page.viewportSize()
  const found: string[] = []
  for (const size of A11Y_WIDTHS) {
    await page.setViewportSize(size)
    // Two frames: the layout and the components that follow a media query settle at the new width.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
    found.push(...(await a11yViolationsOf(page)).map((violation) => `${size.width} px: ${violation}`))
  }
  if (before) await page.setViewportSize(before)
  return found
}

/** Every element the locator matches is at least `min`×`min` CSS pixels (WCAG 2.5.8: 24). */
export async function expectTargetSize(targets: Locator, min = 24): Promise<void> {
  const count = await targets.count()
  expect(count, 'no target to measure').toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const box = await targets.nth(i).boundingBox()
    expect(box, `target ${i} is not rendered`).not.toBeNull()
    const size = `${box?.width.toFixed(1)}×${box?.height.toFixed(1)}`
    expect(Math.min(box?.width ?? 0, box?.height ?? 0), `target ${i} measures ${size} px`).toBeGreaterThanOrEqual(min)
  }
}

/**
 * Whether the focused element looks different from itself unfocused: an outline, a shadow, a border or
 * background colour change. Mantine inputs mark focus with the primary border colour after a short CSS
 * transition, so each look is taken once the element's transitions have finished (none running: at once).
 */
async function focusIndicatorOf(page: Page): Promise<{ label: string; visible: boolean } | null> {
  const handle = await page.evaluateHandle(() => document.activeElement)
  const element = handle.asElement()
  if (!element || (await element.evaluate((e) => e === document.body))) return null
  const look = () =>
    element.evaluate((e) => {
      const style = getComputedStyle(e)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `${style.outlineWidth} ${style.outlineColor}` : 'none'
      return [outline, style.boxShadow, style.borderColor, style.backgroundColor].join(' / ')
    })
  // getAnimations() brings styles up to date first, so a transition the focus change starts is listed; one
  // cut short (cancelled) counts as settled.
  const transitionsDone = () =>
    element.evaluate((e) => Promise.all(e.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))).then(() => undefined))
  await transitionsDone()
  const focused = await look()
  await element.evaluate((e) => (e instanceof HTMLElement ? e.blur() : undefined))
  await transitionsDone()
  const unfocused = await look()
  await element.evaluate((e) => (e instanceof HTMLElement ? e.focus() : undefined))
  const label = await element.evaluate(
    (e) => `${e.tagName.toLowerCase()} "${(e.textContent || e.getAttribute('aria-label') || e.getAttribute('name') || '').trim().slice(0, 40)}"`,
  )
  return { label, visible: focused !== unfocused }
}

/** Tabs through the first `stops` focusable elements; each must show where the keyboard focus is. */
export async function expectVisibleFocusWhileTabbing(page: Page, stops = 8): Promise<void> {
  // Start from the document, the way a keyboard user arrives on the page.
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined))
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab')
    const focused = await focusIndicatorOf(page)
    if (!focused) break
    expect(focused.visible, `no visible focus on ${focused.label} (Tab ${i + 1})`).toBe(true)
  }
}
