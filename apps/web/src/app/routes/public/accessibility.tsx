import { AccessibilityPage } from '../../../features/accessibility/components/accessibility-page'

export function Component() {
  return <AccessibilityPage />
}
