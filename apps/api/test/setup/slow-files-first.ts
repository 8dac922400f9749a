import { BaseSequencer, type TestSpecification } from 'vitest/node'

// The API files that run longest because they wait on processes they start (servers from their sources,
// a previous release, HAProxy and PgBouncer, Radicale, nginx) or drive a server for tens of seconds.
// Vitest orders files by the durations it cached on an earlier run, and a fresh clone has none: it then
// runs the larger files first, and these (mostly short files) came last, each leaving its worker alone
// on the run's final minute while the other worker had nothing left (decision 106). The first four are
// the longest measured on a quiet machine (about 70, 67, 50 and 38 s), then the other files that start
// processes; a file missing here only keeps Vitest's place for it.
const SLOW_API_FILES = [
  'embedded-way-out',
  'scale-out',
  'release-install',
  'reliability-fuzz',
  'upgrade-from-previous-release',
  'postgres-backup-restore',
  'reliability-instances',
  'own-calendars',
  'tls-front',
  'graceful-shutdown',
  'redis-readiness',
  'metrics',
  'observability',
  'startup-errors',
  'pix-client-mtls',
]

type QueuedFile = { moduleId: string; project: { name: string } }

function rank(file: QueuedFile): number {
  const index = SLOW_API_FILES.findIndex((name) => file.moduleId.endsWith(`/apps/api/test/${name}.test.ts`))
  return index < 0 ? SLOW_API_FILES.length : index
}

/**
 * `ordered` with the known slow API files moved to the front of their project's files. Vitest runs the
 * projects one after the other in the order given: each project's files stay together, and within one,
 * Array.prototype.sort is stable, so files of equal rank keep their order.
 */
export function slowFilesFirst<File extends QueuedFile>(ordered: File[]): File[] {
  const projects = [...new Set(ordered.map((file) => file.project.name))]
  return projects.flatMap((project) => ordered.filter((file) => file.project.name === project).sort((a, b) => rank(a) - rank(b)))
}

/** Vitest's own order (cached durations, else size), then the known slow API files first. */
export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return slowFilesFirst(await super.sort(files))
  }
}
