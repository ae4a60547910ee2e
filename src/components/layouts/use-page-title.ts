/** Sets the page title (and its social-card tags) while the page is shown. */
import { useEffect } from 'react'
import { applyPageMeta, type PageMeta } from '../../lib/page-meta'

export function usePageTitle(title: string, meta: Omit<PageMeta, 'title'> = {}): void {
  const { description, image } = meta
  useEffect(() => {
    applyPageMeta({ title, description, image })
  }, [title, description, image])
}
