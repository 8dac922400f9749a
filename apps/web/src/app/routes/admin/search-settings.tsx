import { SearchSettingsPage } from '../../../features/admin-search-settings/components/search-settings-page'

export function Component() {
  return <SearchSettingsPage />
}
