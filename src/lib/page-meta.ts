/**
 * Page title and social-card tags (SPEC §2): `page title · site name`; the card is
 * `summary_large_image` when an image is set, and the image goes to `og:image`.
 */
export const SITE_NAME = 'Hubdeck'
export const TITLE_SEPARATOR = ' · '
export const DEFAULT_SHARE_IMAGE = '/og-image.png'

export function composeTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle}${TITLE_SEPARATOR}${SITE_NAME}` : SITE_NAME
}

export interface PageMeta {
  title?: string
  description?: string
  /** Absolute or root-relative image URL for link previews; none → a plain summary card. */
  image?: string | null
}

/** The tags to write for a page, as [attribute, key, content] rows; pure for testing. */
export function metaTags({ title, description, image = DEFAULT_SHARE_IMAGE }: PageMeta) {
  const rows: Array<[attr: 'name' | 'property', key: string, content: string]> = [
    ['property', 'og:title', composeTitle(title)],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
  ]
  if (description) rows.push(['name', 'description', description], ['property', 'og:description', description])
  if (image) rows.push(['property', 'og:image', image], ['name', 'twitter:image', image])
  return rows
}

export function applyPageMeta(meta: PageMeta): void {
  document.title = composeTitle(meta.title)
  for (const [attr, key, content] of metaTags(meta)) {
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)
    if (!tag) {
      tag = document.createElement('meta')
      tag.setAttribute(attr, key)
      document.head.append(tag)
    }
    tag.content = content
  }
  if (!meta.image && meta.image !== undefined) {
    document.head
      .querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')
      .forEach((tag) => tag.remove())
  }
}
