import { describe, expect, it } from 'vitest'
import { slowFilesFirst } from './setup/slow-files-first'

// The order the API files start in on a fresh clone (decision 106): the known slow files first, longest
// first, the rest in the order Vitest chose, and no project's files mixed with another's.
const file = (project: string, path: string) => ({ project: { name: project }, moduleId: `/repo/${path}` })

describe('slowFilesFirst', () => {
  it('moves the slow API files to the front of their project, longest first, keeping the rest in order', () => {
    const given = [
      file('api', 'apps/api/test/seed.test.ts'),
      file('api', 'apps/api/test/release-install.test.ts'),
      file('api', 'apps/api/test/scheduling.test.ts'),
      file('api', 'apps/api/test/embedded-way-out.test.ts'),
      file('api', 'apps/api/test/auth-login.test.ts'),
    ]
    expect(slowFilesFirst(given).map((f) => f.moduleId.split('/').pop())).toEqual([
      'embedded-way-out.test.ts',
      'release-install.test.ts',
      'seed.test.ts',
      'scheduling.test.ts',
      'auth-login.test.ts',
    ])
  })

  it('keeps each project together and the projects in their order', () => {
    const given = [
      file('api', 'apps/api/test/seed.test.ts'),
      file('api', 'apps/api/test/scale-out.test.ts'),
      file('web', 'apps/web/src/app/app.test.tsx'),
      file('web', 'apps/web/src/lib/format.test.ts'),
    ]
    expect(slowFilesFirst(given).map((f) => `${f.project.name}:${f.moduleId.split('/').pop()}`)).toEqual([
      'api:scale-out.test.ts',
      'api:seed.test.ts',
      'web:app.test.tsx',
      'web:format.test.ts',
    ])
  })

  it('leaves a file of the same name outside the API tests where it was', () => {
    const given = [file('web', 'apps/web/src/a.test.ts'), file('web', 'apps/web/src/metrics.test.ts')]
    expect(slowFilesFirst(given)).toEqual(given)
  })
})
