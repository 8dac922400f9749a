import { ProcessorsPage } from '../../../features/processors/components/processors-page'

export function Component() {
  return <ProcessorsPage />
}
