// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { applyPageMeta, composeTitle, metaTags } from './page-meta'

describe('page title and social card (SPEC §2)', () => {
  it('reads "page title · site name"', () => {
    expect(composeTitle('Endpoints')).toBe('Endpoints · Hubdeck')
    expect(composeTitle(undefined)).toBe('Hubdeck')
  })

  it('uses summary_large_image and og:image when an image is set', () => {
    const tags = metaTags({ title: 'Billing', image: '/share.png' })
    expect(tags).toContainEqual(['name', 'twitter:card', 'summary_large_image'])
    expect(tags).toContainEqual(['property', 'og:image', '/share.png'])
  })

  it('falls back to a plain summary card without an image', () => {
    const tags = metaTags({ title: 'Billing', image: null })
    expect(tags).toContainEqual(['name', 'twitter:card', 'summary'])
    expect(tags.some(([, key]) => key === 'og:image')).toBe(false)
  })

  it('writes the document title and tags', () => {
    applyPageMeta({ title: 'Team', image: '/team.png' })
    expect(document.title).toBe('Team · Hubdeck')
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('/team.png')
    applyPageMeta({ title: 'Team', image: null })
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull()
  })
})
