import { screen, within } from '@testing-library/react'

/**
 * An option of the open dropdown, found by its role and accessible name inside the one listbox shown.
 * Mantine keeps every select's options mounted (hidden) while closed, so a query over the whole document
 * would compute the name of every select's options, each after a change emptied jsdom's style cache; a
 * second visible listbox fails the query instead of being searched (decision 124).
 */
export async function findOpenOption(name: string | RegExp): Promise<HTMLElement> {
  return within(await screen.findByRole('listbox')).findByRole('option', { name })
}
