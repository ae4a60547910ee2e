/**
 * Copies a value (API key, endpoint URL, deposit address) and confirms it for 1.5 s (SPEC §9):
 * the icon turns into a check and a live region says "Copied", then the button returns to
 * "Copy". A failed copy says so in an error toast, since the user would otherwise paste nothing.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { copyText } from '../../lib/clipboard'
import { CheckIcon, CopyIcon } from './icons'
import { toast } from '../../lib/toast-store'

/** How long the "Copied" confirmation stays, in ms (SPEC §9: 1.5 s). */
export const COPY_CONFIRMATION_MS = 1500

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string
  /** What is copied, translated ("API key"): the button is named "Copy API key". */
  label: string
  /** Show "Copy" / "Copied" next to the icon, not only to screen readers. */
  showText?: boolean
  className?: string
}

export function CopyButton({ text, label, showText = false, className = '' }: CopyButtonProps) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    if (!(await copyText(text))) {
      toast.error(t`Could not copy ${label}`)
      return
    }
    clearTimeout(timer.current)
    setCopied(true)
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
  }

  const Icon = copied ? CheckIcon : CopyIcon
  return (
    <span className={`inline-flex items-center ${className}`}>
      <button
        type="button"
        onClick={copy}
        aria-label={showText ? undefined : t`Copy ${label}`}
        className={`inline-flex items-center gap-1 rounded-md p-1 text-sm hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:hover:bg-gray-700 ${copied ? copiedTone : idleTone}`}
      >
        <Icon className="size-4" />
        {showText && (
          <>
            <span aria-hidden="true">{copied ? t`Copied` : t`Copy`}</span>
            <span className="sr-only">{t`Copy ${label}`}</span>
          </>
        )}
      </button>
      <span role="status" aria-live="polite" className="sr-only">
        {copied ? t`Copied` : ''}
      </span>
    </span>
  )
}

const idleTone = 'text-gray-600 hover:text-gray-900 dark:text-gray-300 dark:hover:text-gray-100'
// green-700: the "Copied" text (showText) stays readable on white (4.5:1); green-600 was 3.2:1.
const copiedTone = 'text-green-700 dark:text-green-400'
