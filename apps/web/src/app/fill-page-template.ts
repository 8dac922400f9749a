/**
 * A page's HTML: the build's `template` (index.html with the page's stylesheets and code) with `body`, the
 * rendered app, in its root element. React 19 writes a screen's <title> where the screen renders it; the
 * document's belongs in <head>, so it moves there. `rootAttributes` go on the root element, `afterRoot`
 * right after it.
 */
export function fillPageTemplate(template: string, body: string, { rootAttributes = '', afterRoot = '' } = {}): string {
  const title = /<title>[^<]*<\/title>/.exec(body)?.[0]
  if (!template.includes('<div id="root"></div>')) throw new Error('page template: no empty root element')
  const titled = title ? template.replace(/<title>[^<]*<\/title>/, () => title) : template
  return titled.replace('<div id="root"></div>', () => `<div id="root"${rootAttributes}>${title ? body.replace(title, '') : body}</div>${afterRoot}`)
}
