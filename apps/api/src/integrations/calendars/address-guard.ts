import { lookup } from 'node:dns/promises'
import ipaddr from 'ipaddr.js'
import { CalendarAccessError } from './calendar-read-error'

// A calendar address is typed by a professional and fetched by the server: without a check it could name
// a machine of the server's own network (a database's admin page, a cloud's metadata address). Unless
// the installation allows private addresses (CALENDAR_PRIVATE_ADDRESSES=1: tests, a clinic's own
// Nextcloud on its network), only public unicast addresses are fetched. The name is resolved here and
// again by fetch: a DNS answer that changes between the two is not covered.

export async function assertFetchable(url: URL, allowPrivate: boolean): Promise<void> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new CalendarAccessError('INVALID', `protocol ${url.protocol}`)
  if (allowPrivate) return
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const addresses = ipaddr.isValid(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((entry) => entry.address)
  if (addresses.length === 0) throw new CalendarAccessError('UNREACHABLE', 'host not found')
  for (const address of addresses) {
    if (ipaddr.process(address).range() !== 'unicast') throw new CalendarAccessError('BLOCKED', 'private address')
  }
}
