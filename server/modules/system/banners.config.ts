/**
 * Banners set by configuration (issue 18): `HUBDECK_BANNERS` holds a JSON array, or the path of a
 * JSON file with one, of `{ id, title, titleZh, link?, startsAt?, endsAt?, languages? }`. They are
 * served from the settings directly, beside the rows of the `banners` table (an operator's own),
 * instead of being synced into it: the table has no column for languages nor a mark of which rows
 * came from the configuration, and every instance reads the same environment anyway.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import * as v from 'valibot'
import type { Banner } from '../../../contract/methods/system'
import { LANGUAGES, type Language } from '../../../contract/enums'

/** One configured banner, checked and with its times parsed. */
export interface BannerSetting {
  id: string
  title: string
  titleZh: string
  link: string | null
  /** Shown from this moment; null: already. */
  startsAt: Date | null
  /** Hidden from this moment; null: never. */
  endsAt: Date | null
  /** Shown only to readers of these languages; null: to everyone. */
  languages: Language[] | null
}

/** More would be a mistake, not a banner strip. */
const MAX_BANNERS = 20

const timeSchema = v.pipe(
  v.string(),
  v.check((text) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)), 'must be an ISO date-time'),
)

const bannerSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 of A-Z, a-z, 0-9, _ and -')),
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  titleZh: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  link: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(500),
      v.regex(/^(\/(?!\/)\S*|https:\/\/\S+)$/, 'must be a path of this site or an https URL'),
    ),
  ),
  startsAt: v.optional(timeSchema),
  endsAt: v.optional(timeSchema),
  languages: v.optional(v.pipe(v.array(v.picklist(LANGUAGES)), v.minLength(1))),
})

const bannersSchema = v.pipe(v.array(bannerSchema), v.maxLength(MAX_BANNERS))

/**
 * Reads `HUBDECK_BANNERS`: unset or blank → none; text starting with `[` → the JSON itself;
 * anything else → a file path (relative to `root`). A broken setting stops the start, naming why.
 */
export function bannerSettings(value: string | undefined, root: string): BannerSetting[] {
  const text = value?.trim()
  if (!text) return []
  let json: string
  if (text.startsWith('[')) json = text
  else {
    try {
      json = readFileSync(resolve(root, text), 'utf8')
    } catch (error) {
      throw new Error(`HUBDECK_BANNERS: cannot read the file ${text}: ${(error as Error).message}`)
    }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch (error) {
    throw new Error(`HUBDECK_BANNERS is not JSON: ${(error as Error).message}`)
  }
  const result = v.safeParse(bannersSchema, parsed)
  if (!result.success) {
    const issue = result.issues[0]
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? ''
    throw new Error(`HUBDECK_BANNERS${path ? ` at ${path}` : ''}: ${issue.message}`)
  }
  const ids = new Set<string>()
  return result.output.map((banner) => {
    if (ids.has(banner.id)) throw new Error(`HUBDECK_BANNERS: the id "${banner.id}" is used twice`)
    ids.add(banner.id)
    const startsAt = banner.startsAt ? new Date(banner.startsAt) : null
    const endsAt = banner.endsAt ? new Date(banner.endsAt) : null
    if (startsAt && endsAt && endsAt <= startsAt) {
      throw new Error(`HUBDECK_BANNERS: banner "${banner.id}" ends before it starts`)
    }
    return {
      id: banner.id,
      title: banner.title,
      titleZh: banner.titleZh,
      link: banner.link ?? null,
      startsAt,
      endsAt,
      languages: banner.languages ?? null,
    }
  })
}

/** The configured banners shown at `now` to a reader of `language` (any language when absent). */
export function activeConfiguredBanners(
  settings: readonly BannerSetting[],
  now: Date,
  language: Language | undefined,
): Banner[] {
  return settings
    .filter(
      (banner) =>
        (banner.startsAt === null || banner.startsAt <= now) && (banner.endsAt === null || now < banner.endsAt),
    )
    .filter((banner) => !language || banner.languages === null || banner.languages.includes(language))
    .map(({ id, title, titleZh, link }) => ({ id, title, titleZh, link }))
}
