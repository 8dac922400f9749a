import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

// A person whose system asks for less motion gets the app's opening and closing at once (the theme's
// respectReducedMotion); everyone else keeps the animations. The journeys run as the first kind of
// person (playwright.config.ts: fewer frames drawn on the two-core CI machine); this file checks both.

/** Opens the landing page's first FAQ answer and tells whether anything in the FAQ was given a CSS transition. */
async function openFirstAnswer(page: Page): Promise<{ animated: boolean }> {
  await page.goto('/')
  const faq = page.getByRole('region', { name: 'Perguntas frequentes' })
  await faq.scrollIntoViewIfNeeded()
  const question = faq.getByRole('button', { name: 'Como faço para agendar uma consulta?' })
  await expect(question).toBeVisible()
  // Watches every inline style written inside the FAQ from the click on; a height transition marks the section.
  await faq.evaluate((section) => {
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target instanceof HTMLElement && record.target.style.transition.includes('height')) section.dataset.sawHeightTransition = 'true'
      }
    }).observe(section, { subtree: true, attributes: true, attributeFilter: ['style'] })
  })
  await question.click()
  await expect(faq.getByRole('region').first()).toBeVisible()
  await expect(faq.getByRole('region').first()).toContainText('escolha entre psicólogo ou psiquiatra')
  // A transition is written right after the click, before the answer shows; none comes later.
  return { animated: (await faq.getAttribute('data-saw-height-transition')) === 'true' }
}

test.describe('asking the system for less motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('opens an FAQ answer without an animation', async ({ page }) => {
    expect(await openFirstAnswer(page)).toEqual({ animated: false })
  })
})

test.describe('without that preference', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('an FAQ answer slides open', async ({ page }) => {
    expect(await openFirstAnswer(page)).toEqual({ animated: true })
  })
})
