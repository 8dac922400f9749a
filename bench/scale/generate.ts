import type pg from 'pg'
import { hashPassword } from '../../apps/api/src/modules/auth/passwords'
import { BENCH_PASSWORD } from '../lib/http-login'

// Fills a migrated PostgreSQL database at the scale of part 2 (see scale-bench.ts) in a few bulk statements
// (insert … select … from generate_series), with Brazilian names, accents included, so the
// accent-insensitive searches have something to find.
//
// Session k (0 ≤ k < sessions) belongs to professional p = k mod P and patient k mod N, in week
// s = k div P, on weekday p mod 5 at hour 8 + (13p + s) mod 10 (Brasília). With N a multiple of P,
// a professional's sessions differ in week and a patient's sessions (k, k+N, …) share p but differ
// in week, so neither has two sessions at one start: the unique indexes hold without retries.

export type ScaleCounts = { professionals: number; patients: number; sessions: number }

export const FULL_SCALE: ScaleCounts = { professionals: 10_000, patients: 200_000, sessions: 1_000_000 }

const FIRST_NAMES = [
  'José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luíz', 'Marcos', 'Luís', 'Gabriel', 'Rafael', 'Daniel',
  'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Raimundo', 'Rodrigo', 'Maria', 'Ana', 'Francisca', 'Antônia', 'Adriana', 'Juliana',
  'Márcia', 'Fernanda', 'Patrícia', 'Aline', 'Sandra', 'Camila', 'Amanda', 'Bruna', 'Jéssica', 'Letícia', 'Júlia', 'Luciana',
  'Vanessa', 'Mariana', 'Conceição', 'Cecília', 'Inês', 'Tânia', 'Mônica', 'Sônia', 'Débora', 'Vitória', 'Helena', 'Íris',
]
const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro',
  'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade',
  'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo',
  'Conceição', 'Simões', 'Magalhães', 'Assunção', 'Brandão', 'Falcão', 'Guimarães', 'Loureiro', 'Peçanha', 'Estêvão', 'Patrício',
]

export const SCALE_EMAIL = {
  professional: (n: number) => `escala.profissional.${n}@acolhe.local`,
  patient: (n: number) => `escala.paciente.${n}@acolhe.local`,
  admin: 'escala.admin@acolhe.local',
}

const names = (list: string[]) => `array[${list.map((name) => `'${name}'`).join(', ')}]`

async function timed(client: pg.ClientBase, label: string, statement: string, params: unknown[] = []): Promise<void> {
  const started = performance.now()
  const result = await client.query(statement, params)
  const rows = typeof result.rowCount === 'number' && result.command === 'INSERT' ? ` (${result.rowCount.toLocaleString('pt-BR')} rows)` : ''
  console.info(`  ${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s${rows}`)
}

/** Recreating a table's secondary indexes after the load is several times faster than maintaining them row by row. */
async function withoutSecondaryIndexes(client: pg.ClientBase, table: string, load: () => Promise<void>): Promise<void> {
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = $1 and indexname not in (select conname from pg_constraint)`,
    [table],
  )
  for (const index of rows) await client.query(`drop index ${index.indexname}`)
  await load()
  for (const index of rows) await timed(client, `index ${index.indexname}`, index.indexdef)
}

export async function generateScale(client: pg.ClientBase, counts: ScaleCounts): Promise<void> {
  if (counts.patients % counts.professionals !== 0) throw new Error('patients must be a multiple of professionals')
  const passwordHash = await hashPassword(BENCH_PASSWORD)
  const firsts = names(FIRST_NAMES)
  const lasts = names(LAST_NAMES)
  await client.query('set synchronous_commit = off')
  // Foreign keys hold by construction; skipping their per-row triggers is the bulk-load practice.
  await client.query('set session_replication_role = replica')

  await timed(client, 'clinics', `insert into clinics (name, cnpj, phone_number, active)
    select 'Clínica Escala ' || g, lpad(g::text, 14, '0'), '1130001000', g % 10 <> 0 from generate_series(1, 50) g`)
  await timed(client, 'clinic addresses', `insert into clinic_addresses (clinic_id, street_name, district_name, postal_code, number, city, state)
    select id, 'Rua Augusta', 'Consolação', '01304001', '100', 'São Paulo', 'SP' from clinics where name like 'Clínica Escala %'`)

  await withoutSecondaryIndexes(client, 'professionals', () =>
    timed(client, 'professionals', `insert into professionals (email, password_hash, first_name, last_name, phone_number, service_modality,
        lattes_url, crm_or_crp, cpf_or_cnpj, document_state, professional_type, authorized, allow_returns, banned, clinic_id, brief_description)
      select 'escala.profissional.' || g || '@acolhe.local', $1,
        (${firsts})[1 + g % ${FIRST_NAMES.length}], (${lasts})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] || ' ' || (${lasts})[1 + g % ${LAST_NAMES.length}],
        '11976543210', (array['FULL_REMOTE', 'HYBRID', 'FULL_PRESENCIAL']::service_modality[])[1 + g % 3],
        'http://lattes.cnpq.br/' || lpad(g::text, 16, '0'),
        case when g % 4 = 0 then lpad(g::text, 6, '0') else '06/' || lpad(g::text, 6, '0') end,
        lpad(g::text, 11, '0'), 'SP',
        (case when g % 4 = 0 then 'PSYCHIATRIST' when g % 9 = 0 then 'DOCTOR_POSTGRADUATE' else 'PSYCHOLOGIST' end)::professional_type,
        g % 20 <> 0, g % 8 = 0, g % 250 = 0,
        case when g % 3 = 0 then null else c.ids[1 + g % array_length(c.ids, 1)] end,
        'Atendimento acolhedor para ansiedade, depressão e relacionamentos.'
      from generate_series(0, ${counts.professionals - 1}) g,
        (select array_agg(id order by name) as ids from clinics where name like 'Clínica Escala %') c`, [passwordHash]),
  )
  await timed(client, 'availability (weekdays 08–18)', `insert into availability_slots (professional_id, week_day, start_time, end_time)
    select p.id, d, '0800', '1800' from professionals p cross join generate_series(1, 5) d where p.email like 'escala.%'`)

  await withoutSecondaryIndexes(client, 'patients', () =>
    timed(client, 'patients', `insert into patients (email, password_hash, first_name, last_name, birthday, cpf, phone_number, is_complete, is_member, banned)
      select 'escala.paciente.' || g || '@acolhe.local', $1,
        (${firsts})[1 + (g / 7) % ${FIRST_NAMES.length}], (${lasts})[1 + g % ${LAST_NAMES.length}] || ' ' || (${lasts})[1 + (g / 3) % ${LAST_NAMES.length}],
        date '1960-01-01' + (g % 15000), lpad(g::text, 11, '0'), '11987654321', g % 10 <> 0, g % 5 = 0, g % 500 = 0
      from generate_series(0, ${counts.patients - 1}) g`, [passwordHash]),
  )

  await client.query(`update services set min_value_cents = value_cents / 2, max_value_cents = value_cents * 2 where session_type = 'DEFAULT'`)
  await client.query(`create temp table scale_professional as
    select (regexp_replace(email, '\\D', '', 'g'))::int as n, id, professional_type from professionals where email like 'escala.profissional.%'`)
  await client.query(`create temp table scale_patient as
    select (regexp_replace(email, '\\D', '', 'g'))::int as n, id from patients where email like 'escala.paciente.%'`)
  await client.query('create unique index on scale_professional (n); create unique index on scale_patient (n); analyze scale_professional; analyze scale_patient')

  // Search facts (decision 043): one approach and one theme each (the default vocabularies), English for
  // one in five, and an own value within a range for one in three.
  await timed(client, 'approaches and themes', `insert into professional_terms (professional_id, term_id)
    select p.id, t.ids[1 + p.n % array_length(t.ids, 1)] from scale_professional p,
      (select kind, array_agg(id order by name) as ids from practice_terms group by kind) t`)
  await timed(client, 'languages and own values', `update professionals p set
      languages = case when s.n % 5 = 0 then '{PT,EN}'::text[] else '{PT}'::text[] end,
      own_value_cents = case when s.n % 3 = 0 then sv.value_cents + (s.n % 11 - 5) * 1000 end
    from scale_professional s, services sv
    where s.id = p.id and sv.professional_type = p.professional_type and sv.session_type = 'DEFAULT'`)

  const P = counts.professionals
  await withoutSecondaryIndexes(client, 'sessions', () =>
    timed(client, 'sessions', `insert into sessions (user_id, professional_id, service_id, selected_date, is_online, status, payment, type,
        service_value_cents, operating_cost_cents, price_cents, created_by_kind, created_by_id, created_at, updated_at, cancelled_at, cancelled_by_kind)
      select pa.id, pr.id, sv.id, x.start, k % 4 <> 0, x.status, x.payment, x.type,
        sv.value_cents, 500, sv.value_cents + 500, 'patient', pa.id, x.start - interval '3 days', x.start - interval '3 days',
        case when x.status = 'CANCELLED' then x.start - interval '1 day' end, case when x.status = 'CANCELLED' then 'patient'::actor_kind end
      from generate_series(0, ${counts.sessions - 1}) k
      join scale_professional pr on pr.n = k % ${P}
      join scale_patient pa on pa.n = k % ${counts.patients}
      cross join lateral (
        select ((date_trunc('week', now() at time zone 'America/Sao_Paulo') - interval '78 weeks'
                 + make_interval(weeks => (k / ${P})::int, days => (k % ${P}) % 5, hours => 8 + (13 * (k % ${P}) + k / ${P})::int % 10))
                at time zone 'America/Sao_Paulo') as start
      ) t
      cross join lateral (
        select t.start,
          (case when k % 10 = 0 then 'CANCELLED' when t.start > now() and k % 10 = 1 then 'CREATED' when t.start > now() then 'CONFIRMED'
                when k % 10 = 1 then 'CANCELLED' else 'FINISHED' end)::session_status as status,
          (case when k % 20 = 0 then 'REFUNDED' when k % 10 in (0, 1) then 'WAITING' else 'DONE' end)::payment_status as payment,
          (case when pr.professional_type = 'PSYCHIATRIST' and k % 9 = 0 then 'RETURN' else 'DEFAULT' end)::session_type as type
      ) x
      join services sv on sv.professional_type = pr.professional_type and sv.session_type = x.type`),
  )
  await client.query('set session_replication_role = origin')
  // The replica role also kept the tally triggers (migration 0020) from firing: count once, as they would have.
  await timed(client, 'tallies', 'select tallies_recount()')
  // And the narrow name tables of migration 0037 (decision 118), which the session search reads.
  await withoutSecondaryIndexes(client, 'patient_search_names', () =>
    withoutSecondaryIndexes(client, 'professional_search_names', () => timed(client, 'search names', 'select search_names_recount()')),
  )
  // And the weekly-hours flag of migration 0022, which the directory lists by.
  await timed(
    client,
    'professionals with weekly hours',
    `update professionals p set has_weekly_hours = true where exists (select 1 from availability_slots a where a.professional_id = p.id and a.deleted_at is null)`,
  )
  // Every listed professional's stored row, marked stale (migration 0038, decision 118): the directory by
  // next hour finds the hours to compute among those rows, and the first read computes them all.
  await timed(client, 'stored next free hours marked', 'select next_free_hours_mark_all()')
  // Vacuumed as well as analysed: autovacuum would soon do the same after such a load, and until it has,
  // PostgreSQL cannot answer from an index alone (the directory's count reads one, decision 109).
  await timed(client, 'vacuum and analyze', 'vacuum (analyze)')
}
