import { Text } from '@mantine/core'
import type { Instrument } from '@acolhe/shared/instruments/instrument'
import { maxScore } from '@acolhe/shared/instruments/score'
import { formatDate } from '@acolhe/shared/format/dates'
import { questionnaireTexts as t } from '@acolhe/shared/texts/questionnaires'

// Scores over time (decision 093): a small SVG, no chart library — the page loads it on demand. The
// bands are shaded behind the line, each consultation is a tick on the time axis, every score a labelled dot.

export type ScorePoint = { date: string; score: number }
type Props = { instrument: Instrument; points: ScorePoint[]; sessions: string[] }

// Sized for a phone (the drawing scales to the width, up to MAX_WIDTH): the right column names the bands,
// so no dot or score sits under a band's name.
const W = 400
const H = 210
const PAD = { left: 26, right: 96, top: 18, bottom: 30 }
const MAX_WIDTH = 640
const SHADES = ['#e6f4ea', '#fff6db', '#ffe8cc', '#ffd8c2', '#ffc9c9']

/** A band's name in the right column; a long one ('Moderadamente grave') on two lines. */
function BandName({ label, x, y }: { label: string; x: number; y: number }) {
  const cut = label.length > 12 ? label.lastIndexOf(' ') : -1
  if (cut < 0) {
    return (
      <text x={x} y={y} fontSize="10" fill="#343a40">
        {label}
      </text>
    )
  }
  return (
    <text x={x} y={y - 5} fontSize="10" fill="#343a40">
      <tspan x={x}>{label.slice(0, cut)}</tspan>
      <tspan x={x} dy="11">
        {label.slice(cut + 1)}
      </tspan>
    </text>
  )
}

export function ScoreChart({ instrument, points, sessions }: Props) {
  const max = maxScore(instrument)
  const times = [...points.map((p) => Date.parse(p.date)), ...sessions.map((s) => Date.parse(s))]
  const first = Math.min(...times)
  const last = Math.max(...times)
  const span = Math.max(last - first, 86_400_000)
  const inset = 10
  const x = (iso: string) => PAD.left + inset + ((Date.parse(iso) - first) / span) * (W - PAD.left - PAD.right - 2 * inset)
  const y = (score: number) => PAD.top + (1 - score / max) * (H - PAD.top - PAD.bottom)
  const line = points.map((p) => `${x(p.date).toFixed(1)},${y(p.score).toFixed(1)}`).join(' ')
  const axis = H - PAD.bottom

  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" style={{ maxWidth: MAX_WIDTH, display: 'block' }} role="img" aria-label={t.chartLabel(instrument.shortName, points.length)} data-testid="score-chart">
        {instrument.bands.map((band, index) => (
          <g key={band.code}>
            {/* A band covers its whole scores: from its minimum up to the next band's. */}
            <rect x={PAD.left} width={W - PAD.left - 4} y={y(Math.min(band.max + 1, max))} height={y(band.min) - y(Math.min(band.max + 1, max))} fill={SHADES[index] ?? '#f1f3f5'} />
            <BandName label={band.label} x={W - PAD.right + 4} y={(y(band.min) + y(Math.min(band.max + 1, max))) / 2 + 4} />
          </g>
        ))}
        {[0, max].map((tick) => (
          <text key={tick} x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#495057">
            {tick}
          </text>
        ))}
        <line x1={PAD.left} x2={W - PAD.right} y1={axis} y2={axis} stroke="#868e96" />
        {sessions.map((s) => (
          <line key={s} x1={x(s)} x2={x(s)} y1={axis} y2={axis + 8} stroke="#2f6f73" strokeWidth="2" data-testid="chart-session" />
        ))}
        {[first, last].map((time, index) => (
          <text key={index} x={index === 0 ? PAD.left : W - PAD.right} y={H - 8} textAnchor={index === 0 ? 'start' : 'end'} fontSize="11" fill="#495057">
            {formatDate(new Date(time).toISOString())}
          </text>
        ))}
        {points.length > 1 && <polyline points={line} fill="none" stroke="#2f6f73" strokeWidth="2.5" />}
        {points.map((p) => (
          <g key={p.date} data-testid="chart-point">
            <circle cx={x(p.date)} cy={y(p.score)} r="5" fill="#2f6f73" />
            <text x={x(p.date)} y={y(p.score) - 9} textAnchor="middle" fontSize="13" fontWeight="700" fill="#1f2a30">
              {p.score}
            </text>
          </g>
        ))}
      </svg>
      <Text component="figcaption" size="xs" c="dimmed">
        {t.chartSessionsLegend}
      </Text>
    </figure>
  )
}
