import { useEffect, useRef, useState } from 'react'
import { Alert, Button, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconCamera, IconCircleCheck, IconCircleX, IconMicrophone, IconVolume, IconWifi } from '@tabler/icons-react'
import type { DeviceResult } from '@acolhe/shared/api/consultation-room'
import { roomTexts as t } from '@acolhe/shared/texts/consultation-room'
import { measureConnection } from '../api/connection-test'
import { fixesFor } from '../lib/device-fixes'

// The check before entering (docs/product/consultation-room.md): camera preview, microphone level, a test
// sound, the connection to this server. Everything runs in the browser; what it reports is only pass or
// fail per device and the connection's figures. The devices are released before moving on, so the video
// call can take them.

export type CheckResults = {
  camera: DeviceResult
  microphone: DeviceResult
  speakers: DeviceResult
  latencyMs: number | null
  throughputKbps: number | null
  audioOnly: boolean
}

type DeviceState = { status: 'checking' } | { status: 'ok' } | { status: 'failed'; errorName: string }
type ConnectionState = { status: 'checking' } | { status: 'ok'; latencyMs: number; throughputKbps: number } | { status: 'failed' }

const errorNameOf = (error: unknown) => (error instanceof Error || error instanceof DOMException ? error.name : 'Error')

async function openDevice(constraints: MediaStreamConstraints): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('getUserMedia is not available', 'NotSupportedError')
  return navigator.mediaDevices.getUserMedia(constraints)
}

function StatusIcon({ state }: { state: DeviceState | ConnectionState }) {
  if (state.status === 'ok') return <IconCircleCheck size={20} color="var(--mantine-color-green-8)" aria-label={t.resultOk} />
  if (state.status === 'failed') return <IconCircleX size={20} color="var(--mantine-color-red-8)" aria-label={t.resultFailed} />
  return null
}

function Fixes({ errorName }: { errorName: string }) {
  return (
    <Alert color="orange" variant="light" title={t.fixTitle} data-testid="device-fix">
      <List size="sm" spacing={4}>
        {fixesFor(errorName, navigator.userAgent).map((fix) => (
          <List.Item key={fix}>{fix}</List.Item>
        ))}
      </List>
    </Alert>
  )
}

const result = (state: DeviceState): DeviceResult => (state.status === 'ok' ? 'OK' : state.status === 'failed' ? 'FAILED' : 'SKIPPED')

/** `continueLabel`: where the check leads — the patient's waiting room (the default) or the professional's room. */
export function DeviceCheck({ onDone, continueLabel = t.continue }: { onDone: (results: CheckResults) => void; continueLabel?: string }) {
  const video = useRef<HTMLVideoElement>(null)
  const streams = useRef<MediaStream[]>([])
  const [camera, setCamera] = useState<DeviceState>({ status: 'checking' })
  const [microphone, setMicrophone] = useState<DeviceState>({ status: 'checking' })
  const [level, setLevel] = useState(0)
  const [speakers, setSpeakers] = useState<DeviceResult | null>(null)
  const [played, setPlayed] = useState(false)
  const [connection, setConnection] = useState<ConnectionState>({ status: 'checking' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let cancelled = false
    let frame = 0
    let audio: AudioContext | null = null
    const keep = (stream: MediaStream) => {
      if (cancelled) stream.getTracks().forEach((track) => track.stop())
      else streams.current.push(stream)
      return !cancelled
    }
    // Camera and microphone apart: one refused or missing must not hide that the other works.
    openDevice({ video: true })
      .then((stream) => {
        if (!keep(stream)) return
        if (video.current) video.current.srcObject = stream
        setCamera({ status: 'ok' })
      })
      .catch((error: unknown) => !cancelled && setCamera({ status: 'failed', errorName: errorNameOf(error) }))
    openDevice({ audio: true })
      .then((stream) => {
        if (!keep(stream)) return
        setMicrophone({ status: 'ok' })
        // The level bar: the loudness of what the microphone hears, from an analyser, never recorded.
        audio = new AudioContext()
        const analyser = audio.createAnalyser()
        analyser.fftSize = 512
        audio.createMediaStreamSource(stream).connect(analyser)
        const samples = new Uint8Array(analyser.fftSize)
        const tick = () => {
          analyser.getByteTimeDomainData(samples)
          let sum = 0
          for (const sample of samples) sum += ((sample - 128) / 128) ** 2
          setLevel(Math.min(100, Math.round(Math.sqrt(sum / samples.length) * 300)))
          frame = requestAnimationFrame(tick)
        }
        tick()
      })
      .catch((error: unknown) => !cancelled && setMicrophone({ status: 'failed', errorName: errorNameOf(error) }))
    return () => {
      cancelled = true
      cancelAnimationFrame(frame)
      void audio?.close()
      for (const stream of streams.current) stream.getTracks().forEach((track) => track.stop())
      streams.current = []
    }
  }, [attempt])

  useEffect(() => {
    let cancelled = false
    measureConnection()
      .then((figures) => !cancelled && setConnection({ status: 'ok', ...figures }))
      .catch(() => !cancelled && setConnection({ status: 'failed' }))
    return () => {
      cancelled = true
    }
  }, [attempt])

  const playTestSound = () => {
    const audio = new AudioContext()
    const tone = audio.createOscillator()
    tone.frequency.value = 440
    tone.connect(audio.destination)
    tone.start()
    tone.stop(audio.currentTime + 1)
    tone.onended = () => void audio.close()
    setPlayed(true)
  }

  const finish = (audioOnly: boolean) => {
    for (const stream of streams.current) stream.getTracks().forEach((track) => track.stop())
    streams.current = []
    onDone({
      camera: audioOnly && camera.status !== 'ok' ? 'SKIPPED' : result(camera),
      microphone: result(microphone),
      speakers: speakers ?? 'SKIPPED',
      latencyMs: connection.status === 'ok' ? connection.latencyMs : null,
      throughputKbps: connection.status === 'ok' ? connection.throughputKbps : null,
      audioOnly,
    })
  }

  const anyFailed = camera.status === 'failed' || microphone.status === 'failed'
  return (
    <Stack gap="md" data-testid="device-check">
      <div>
        <Title order={2} size="h3">
          {t.checkTitle}
        </Title>
        <Text c="dimmed" size="sm">
          {t.checkIntro}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md" data-testid="check-camera" data-result={camera.status}>
          <Stack gap="xs">
            <Group gap="xs">
              <IconCamera size={20} aria-hidden="true" />
              <Text fw={600}>{t.cameraTitle}</Text>
              <StatusIcon state={camera} />
            </Group>
            <video
              ref={video}
              autoPlay
              muted
              playsInline
              aria-label={t.cameraTitle}
              style={{ width: '100%', aspectRatio: '4 / 3', background: 'var(--mantine-color-gray-2)', borderRadius: 8, objectFit: 'cover', display: camera.status === 'failed' ? 'none' : 'block' }}
            />
            {camera.status === 'ok' && <Text size="sm">{t.cameraOk}</Text>}
            {camera.status === 'failed' && <Fixes errorName={camera.errorName} />}
          </Stack>
        </Paper>
        <Stack gap="md">
          <Paper withBorder radius="md" p="md" data-testid="check-microphone" data-result={microphone.status}>
            <Stack gap="xs">
              <Group gap="xs">
                <IconMicrophone size={20} aria-hidden="true" />
                <Text fw={600}>{t.microphoneTitle}</Text>
                <StatusIcon state={microphone} />
              </Group>
              {microphone.status === 'ok' && (
                <>
                  <Progress value={level} aria-label={t.microphoneLevel} transitionDuration={80} />
                  <Text size="sm">{level > 2 ? t.microphoneOk : t.microphoneSpeak}</Text>
                </>
              )}
              {microphone.status === 'failed' && <Fixes errorName={microphone.errorName} />}
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md" data-testid="check-speakers">
            <Stack gap="xs">
              <Group gap="xs">
                <IconVolume size={20} aria-hidden="true" />
                <Text fw={600}>{t.speakersTitle}</Text>
                {speakers && <StatusIcon state={speakers === 'OK' ? { status: 'ok' } : { status: 'failed', errorName: '' }} />}
              </Group>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={playTestSound}>
                  {t.speakersPlay}
                </Button>
                {played && (
                  <>
                    <Text size="sm">{t.speakersQuestion}</Text>
                    <Button size="xs" variant={speakers === 'OK' ? 'filled' : 'light'} onClick={() => setSpeakers('OK')}>
                      {t.speakersYes}
                    </Button>
                    <Button size="xs" variant={speakers === 'FAILED' ? 'filled' : 'light'} color="orange" onClick={() => setSpeakers('FAILED')}>
                      {t.speakersNo}
                    </Button>
                  </>
                )}
              </Group>
              {speakers === 'FAILED' && <Text size="sm">{t.speakersFix}</Text>}
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md" data-testid="check-connection" data-result={connection.status}>
            <Stack gap="xs">
              <Group gap="xs">
                <IconWifi size={20} aria-hidden="true" />
                <Text fw={600}>{t.connectionTitle}</Text>
                <StatusIcon state={connection} />
              </Group>
              <Text size="sm">
                {connection.status === 'checking' && t.checking}
                {connection.status === 'ok' && t.connectionFigures(connection.latencyMs, connection.throughputKbps)}
                {connection.status === 'failed' && t.connectionFailed}
              </Text>
            </Stack>
          </Paper>
        </Stack>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t.privacyNote}
      </Text>
      <Group gap="sm">
        <Button onClick={() => finish(false)} disabled={camera.status !== 'ok' || microphone.status !== 'ok'}>
          {continueLabel}
        </Button>
        <Button variant="light" onClick={() => finish(true)}>
          {t.continueAudioOnly}
        </Button>
        {anyFailed && (
          <Button
            variant="subtle"
            onClick={() => {
              setCamera({ status: 'checking' })
              setMicrophone({ status: 'checking' })
              setConnection({ status: 'checking' })
              setAttempt(attempt + 1)
            }}
          >
            {t.retry}
          </Button>
        )}
      </Group>
    </Stack>
  )
}
