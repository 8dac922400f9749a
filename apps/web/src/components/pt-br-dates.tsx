import type { ReactNode } from 'react'
import { DatesProvider } from '@mantine/dates'
import dayjs from 'dayjs'
import 'dayjs/locale/pt-br'

dayjs.locale('pt-br')

/**
 * The calendars' settings: Portuguese names, weeks from Sunday, always six rows (a month does not change
 * the calendar's height). Given around each date component rather than around the whole app, so the
 * dates library and dayjs are downloaded only by the screens that show a calendar (decision 052).
 */
export function PtBrDates({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0, consistentWeeks: true }}>{children}</DatesProvider>
}
