import { CodePage } from '../../../features/password-recovery/components/code-page'

export function Component() {
  return <CodePage />
}
