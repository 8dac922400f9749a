import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
let t=performance.now()
const c = new PGlite('memory://', { extensions: { unaccent, pg_trgm } })
await c.query('select 1')
console.log('init', performance.now()-t)
await c.exec('create extension if not exists unaccent; create extension if not exists pg_trgm; create table t(a int)')
t=performance.now()
const dump = await c.dumpDataDir('none')
console.log('dump', performance.now()-t, dump.size)
t=performance.now()
const d = new PGlite('memory://', { extensions: { unaccent, pg_trgm }, loadDataDir: dump })
await d.query('select * from t')
console.log('load', performance.now()-t)
