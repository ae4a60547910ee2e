/**
 * The current banners (hub_getBanner, set by configuration): the title in the reader's language,
 * a link when the banner has one, and a close button. A closed banner stays closed on this
 * account, in every tab and after a reload (a fact in the store).
 */
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Banner } from '../../../../contract/methods/system'

export interface BannerStripProps {
  banners: readonly Banner[]
  onDismiss(id: string): void
  onOpen?(id: string): void
}

export function BannerStrip({ banners, onDismiss, onOpen }: BannerStripProps) {
  const { t, i18n } = useLingui()
  if (banners.length === 0) return null
  return (
    <div className="space-y-2">
      {banners.map((banner) => {
        const title = i18n.locale === 'zh' ? banner.titleZh : banner.title
        return (
          <aside
            key={banner.id}
            aria-label={t`Announcement`}
            data-testid="banner"
            className="flex items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800 dark:border-brand-800 dark:bg-slate-900 dark:text-brand-100"
          >
            <p className="flex-1">
              {banner.link === null ? (
                title
              ) : banner.link.startsWith('/') ? (
                <Link to={banner.link} className="font-medium underline" onClick={() => onOpen?.(banner.id)}>
                  {title}
                </Link>
              ) : (
                <a
                  href={banner.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium underline"
                  onClick={() => onOpen?.(banner.id)}
                >
                  {title}
                </a>
              )}
            </p>
            <button
              type="button"
              onClick={() => onDismiss(banner.id)}
              aria-label={t`Close the announcement “${title}”`}
              className="rounded-md p-1 hover:bg-brand-100 dark:hover:bg-slate-800"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-4"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </aside>
        )
      })}
    </div>
  )
}
