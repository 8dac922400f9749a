import { uiCommonTexts as t } from '@acolhe/shared/texts/ui-common'

/** Sets the browser tab's title (React 19 hoists <title> into <head>), so each screen is announced by name. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${t.appName}`}</title>
}
