/** 'First Last', leaving out a part that is missing (an incomplete patient may have neither). */
export function personName(person: { first_name: string | null; last_name: string | null }): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ')
}
