import type { OpenTimesDto } from '@acolhe/shared/api/session'
import { consultationValueCents, type PriceTerms } from '../policy/consultation-value'
import { SERIES_LENGTHS } from '../policy/series-policy'
import { priceDto, priceOf } from '../../ledger/price'
import type { OpenDay, WeeklySlot } from './open-times'

/**
 * The open-times answer as the API sends it, built in the schema's own key order: the route serialises
 * it once with JSON.stringify (open-times-answer.test.ts proves that equal to the schema's serialiser).
 */
export function openTimesDto(days: OpenDay[], slots: WeeklySlot[], terms: PriceTerms | null, inPerson: boolean): OpenTimesDto {
  const priceAt = (socialHour: boolean) => (terms ? priceDto(priceOf('DEFAULT', consultationValueCents('DEFAULT', terms, socialHour))) : null)
  const regular = priceAt(false)
  const social = priceAt(true)
  const socialSlots = new Set(slots.filter((s) => s.socialRate).map((s) => s.id))
  return {
    professionalAvailability: {
      in_person_available: inPerson,
      // What a consultation with this professional costs, as booking will freeze it; social hours say their own.
      price: regular,
      // The review step offers making the hour weekly for exactly these lengths (decision 040).
      series_options: SERIES_LENGTHS.map((weeks) => ({ weeks })),
      availability: days.map((day) => ({
        date: day.date,
        week_day: day.weekDay,
        hours: day.hours.map((h) => {
          const socialRate = socialSlots.has(h.slotId)
          return {
            start_time: h.start.toISOString(),
            end_time: h.end.toISOString(),
            available_date_id: h.slotId,
            price: socialRate ? social : regular,
            social_rate: socialRate,
          }
        }),
      })),
    },
  }
}
