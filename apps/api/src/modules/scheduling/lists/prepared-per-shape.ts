import { createHash } from 'node:crypto'
import type { Db } from '../../../db/client'

/**
 * Distinct shapes one database keeps prepared for one kind of statement. The lists' filters come from a
 * few query fields (owner, tab, status, payment, type, dates), so real use stays far below; the bound only
 * keeps memory finite whatever arrives.
 */
const MAX_SHAPES_PER_KIND = 200

/**
 * Statements of one kind prepared once per database and shape (docs/decisions/058-session-lists-prepared-per-shape.md):
 * building a statement's SQL text costs the API more than PostgreSQL takes to run it.
 */
export class PreparedPerShape<Prepared> {
  private readonly byDb = new WeakMap<Db, Map<string, Prepared>>()

  constructor(private readonly kind: string) {}

  /** The statement of `shape`, prepared at its first use; undefined past the bound (the caller builds it inline). */
  get(db: Db, shape: string, prepare: (name: string) => Prepared): Prepared | undefined {
    let shapes = this.byDb.get(db)
    if (!shapes) {
      shapes = new Map()
      this.byDb.set(db, shapes)
    }
    const known = shapes.get(shape)
    if (known) return known
    if (shapes.size >= MAX_SHAPES_PER_KIND) return undefined
    // Each shape has its own text, so its own name: a PostgreSQL connection keeps statements by name.
    const prepared = prepare(`${this.kind}_${createHash('sha1').update(shape).digest('base64url').slice(0, 24)}`)
    shapes.set(shape, prepared)
    return prepared
  }
}
