/**
 * SPEC §2: any fatal or unhandled error renders this page; the error is logged. A failed chunk
 * load first gets its one guarded reload (SPEC §4) before this page is shown.
 */
import { useLingui } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunk-load-guard'
import { StatusPage } from './status-page'

export function ErrorPage({ error }: Pick<ErrorComponentProps, 'error'>) {
  const { t } = useLingui()
  const [reloading] = useState(() => isChunkLoadError(error) && reloadForChunkError())
  useEffect(() => {
    if (!reloading) console.error('Hubdeck failed to render this page', error)
  }, [error, reloading])
  if (reloading) return null
  return (
    <StatusPage
      title={t`Something went wrong`}
      message={t`This page could not be shown. Your data is safe; try again from the start.`}
    />
  )
}
