import { useState } from 'react'
import { Button, Group, Paper, SegmentedControl, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { CaldavCalendarsDto } from '@acolhe/shared/api/own-calendars'
import { ownCalendarsTexts as t } from '@acolhe/shared/texts/own-calendars'
import { PasswordField } from '../../../components/password-field'
import { errorMessage } from '../../../lib/api-client'
import { useConnectOwnCalendar } from '../api/connect-own-calendar'
import { useListCaldavCalendars } from '../api/list-caldav-calendars'

type Kind = 'ICS' | 'CALDAV'
const NONE = ''

/**
 * 'Conectar um calendário': an iCal address, or a CalDAV account whose calendars are listed first so the
 * professional can choose where Acolhe writes the sessions (or nowhere). The server reads the calendar
 * once before it accepts it, so a wrong address or password is answered here, in Portuguese.
 */
export function ConnectCalendarForm() {
  const [kind, setKind] = useState<Kind>('ICS')
  const [url, setUrl] = useState('')
  const [server, setServer] = useState('')
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [calendars, setCalendars] = useState<CaldavCalendarsDto['calendars'] | null>(null)
  const [writeInto, setWriteInto] = useState<string>(NONE)
  const [showName, setShowName] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const connect = useConnectOwnCalendar()
  const list = useListCaldavCalendars()

  const reset = () => {
    setUrl('')
    setPassword('')
    setCalendars(null)
    setWriteInto(NONE)
    setShowName(false)
    setError(null)
  }
  const fail = (cause: unknown) => setError(errorMessage(cause, t.loadError))
  const done = () => {
    reset()
    notifications.show({ color: 'green', message: t.connected })
  }
  const login = { server_url: server.trim(), username: username.trim(), password }
  const loginFilled = login.server_url !== '' && login.username !== '' && password !== ''

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    if (kind === 'ICS') {
      if (!url.trim()) return setError(t.required)
      return connect.mutate({ kind: 'ICS', url: url.trim() }, { onSuccess: done, onError: fail })
    }
    if (!loginFilled) return setError(t.required)
    if (!calendars) return list.mutate(login, { onSuccess: (answer) => setCalendars(answer.calendars), onError: fail })
    connect.mutate({ kind: 'CALDAV', ...login, write_calendar_url: writeInto || null, show_patient_name: writeInto ? showName : false }, { onSuccess: done, onError: fail })
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="connect-calendar-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="connect-calendar-title">
            {t.connectTitle}
          </Title>
          <SegmentedControl
            value={kind}
            onChange={(value) => {
              setKind(value === 'CALDAV' ? 'CALDAV' : 'ICS')
              setError(null)
            }}
            data={[
              { value: 'ICS', label: t.chooseIcs },
              { value: 'CALDAV', label: t.chooseCaldav },
            ]}
            fullWidth
          />
          <Text size="xs" c="dimmed">
            {t.chooseHelp}
          </Text>
          {kind === 'ICS' ? (
            <TextInput label={t.icsUrl} description={t.icsHelp} value={url} onChange={(e) => setUrl(e.currentTarget.value)} inputMode="url" autoComplete="off" required />
          ) : (
            <>
              <TextInput
                label={t.serverUrl}
                description={t.serverHelp}
                value={server}
                onChange={(e) => {
                  setServer(e.currentTarget.value)
                  setCalendars(null)
                }}
                inputMode="url"
                autoComplete="url"
                required
              />
              <TextInput
                label={t.username}
                value={username}
                onChange={(e) => {
                  setUsername(e.currentTarget.value)
                  setCalendars(null)
                }}
                autoComplete="username"
                required
              />
              <PasswordField
                label={t.appPassword}
                description={t.appPasswordHelp}
                value={password}
                onChange={(e) => {
                  setPassword(e.currentTarget.value)
                  setCalendars(null)
                }}
                autoComplete="new-password"
                required
              />
              {calendars && (
                <>
                  <Select
                    label={t.writeCalendar}
                    data={[{ value: NONE, label: t.writeNone }, ...calendars.map((c) => ({ value: c.url, label: c.name }))]}
                    value={writeInto}
                    onChange={(value) => setWriteInto(value ?? NONE)}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                  />
                  {writeInto !== NONE && (
                    <Switch label={t.showPatientName} description={t.showPatientNameHelp} checked={showName} onChange={(e) => setShowName(e.currentTarget.checked)} />
                  )}
                </>
              )}
            </>
          )}
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group gap="sm">
            <Button type="submit" loading={connect.isPending || list.isPending}>
              {kind === 'CALDAV' && !calendars ? t.findCalendars : t.connect}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
