/**
 * The account's picture, or its initials on a coloured disc when it has none (or the picture
 * fails to load). Decorative beside the name, so it has no text of its own for screen readers
 * unless `label` is given.
 */
import { useState } from 'react'

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return letters
    .map((word) => [...(word ?? '')][0] ?? '')
    .join('')
    .toUpperCase()
}

export function AccountAvatar({ name, src, label }: { name: string; src: string | null; label?: string }) {
  const [failed, setFailed] = useState<string | null>(null)
  const size = 'size-16 shrink-0 rounded-full'
  if (src && failed !== src)
    return (
      <img
        src={src}
        alt={label ?? ''}
        className={`${size} object-cover`}
        data-testid="profile-avatar-image"
        onError={() => setFailed(src)}
      />
    )
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid="profile-avatar-initials"
      className={`${size} flex items-center justify-center bg-brand-600 text-xl font-semibold text-white`}
    >
      {initialsOf(name) || '?'}
    </span>
  )
}
