// Every Portuguese word about time zones (decision 044): the place names of the zones patients abroad
// use most, and the sentences that put a local hour beside Brasília's.

/** Portuguese names of common zones; any other zone is named by its IANA city ('America/Argentina/Buenos_Aires' → 'Buenos Aires'). */
export const TIME_ZONE_PLACES: Readonly<Record<string, string>> = {
  'America/Sao_Paulo': 'Brasília',
  'America/Noronha': 'Fernando de Noronha',
  'America/Manaus': 'Manaus',
  'America/Cuiaba': 'Cuiabá',
  'America/Campo_Grande': 'Campo Grande',
  'America/Porto_Velho': 'Porto Velho',
  'America/Boa_Vista': 'Boa Vista',
  'America/Rio_Branco': 'Rio Branco',
  'America/Belem': 'Belém',
  'America/Fortaleza': 'Fortaleza',
  'America/Recife': 'Recife',
  'America/Bahia': 'Salvador',
  'America/Maceio': 'Maceió',
  'Europe/Lisbon': 'Lisboa',
  'Atlantic/Azores': 'Açores',
  'Atlantic/Madeira': 'Madeira',
  'Europe/London': 'Londres',
  'Europe/Dublin': 'Dublin',
  'Europe/Madrid': 'Madri',
  'Europe/Paris': 'Paris',
  'Europe/Brussels': 'Bruxelas',
  'Europe/Amsterdam': 'Amsterdã',
  'Europe/Berlin': 'Berlim',
  'Europe/Zurich': 'Zurique',
  'Europe/Rome': 'Roma',
  'Europe/Vienna': 'Viena',
  'Europe/Copenhagen': 'Copenhague',
  'Europe/Stockholm': 'Estocolmo',
  'Europe/Oslo': 'Oslo',
  'Europe/Warsaw': 'Varsóvia',
  'Europe/Athens': 'Atenas',
  'Europe/Moscow': 'Moscou',
  'America/New_York': 'Nova York',
  'America/Chicago': 'Chicago',
  'America/Denver': 'Denver',
  'America/Los_Angeles': 'Los Angeles',
  'America/Toronto': 'Toronto',
  'America/Vancouver': 'Vancouver',
  'America/Mexico_City': 'Cidade do México',
  'America/Bogota': 'Bogotá',
  'America/Lima': 'Lima',
  'America/Santiago': 'Santiago',
  'America/Argentina/Buenos_Aires': 'Buenos Aires',
  'America/Montevideo': 'Montevidéu',
  'America/Asuncion': 'Assunção',
  'Africa/Luanda': 'Luanda',
  'Africa/Maputo': 'Maputo',
  'Asia/Jerusalem': 'Jerusalém',
  'Asia/Dubai': 'Dubai',
  'Asia/Shanghai': 'Xangai',
  'Asia/Hong_Kong': 'Hong Kong',
  'Asia/Singapore': 'Singapura',
  'Asia/Tokyo': 'Tóquio',
  'Australia/Sydney': 'Sydney',
  'Pacific/Auckland': 'Auckland',
}

export const timeZoneTexts = {
  /** '14:00 em Lisboa (11:00 em Brasília)'; `brasilia` carries the day too when Brasília is on another day. */
  localBesideBrasilia: (local: string, place: string, brasilia: string) => `${local} em ${place} (${brasilia} em Brasília)`,
  /** A local hour with its place, in an email subject: '14:00 em Lisboa'. */
  timeInPlace: (time: string, place: string) => `${time} em ${place}`,
  /** The Brasília reading alone, under a local hour: '11:00 em Brasília'. */
  inBrasilia: (brasilia: string) => `${brasilia} em Brasília`,
  /** 'horário de Lisboa', beside a session's hours. */
  placeTime: (place: string) => `horário de ${place}`,
  /** A local day and hour: '23/03/2027 às 14:00'. */
  dateAndTime: (date: string, time: string) => `${date} às ${time}`,
  /** A reading in Brasília time, labelled as such: '23/03/2027 às 11:00 (horário de Brasília)'. */
  brasiliaLabelled: (local: string) => `${local} (horário de Brasília)`,
  /** Brasília's day and hour when it is another day there: '14/03 às 22:00'. */
  dayAndTime: (dayMonth: string, time: string) => `${dayMonth} às ${time}`,
  /** Booking step 2, for someone whose clock is not Brasília's. */
  wizardNote: (place: string) => `Horários em ${place}, com o horário de Brasília ao lado. Os dias do calendário seguem o horário de ${place}.`,
  // 'Meus dados'
  fieldLabel: 'Fuso horário',
  fieldDescription: 'Os horários das consultas aparecem no seu fuso, com o de Brasília ao lado quando forem diferentes.',
  fieldPlaceholder: 'Procure pela cidade',
  nothingFound: 'Nenhum fuso encontrado',
  commonGroup: 'Mais usados',
  otherGroup: 'Outros fusos',
  /** Option of the select: 'Lisboa (Europe/Lisbon)'. */
  optionLabel: (place: string, zone: string) => `${place} (${zone})`,
  invalid: 'Fuso horário inválido. Escolha um fuso da lista.',
} as const
