/**
 * The notice settings' switch for system notifications: the only place the app asks for the
 * browser's permission (never on load). Granted, new notices alert while the app is out of sight,
 * and this browser subscribes to Web Push for when it is closed.
 */
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { alertPermission, requestAlertPermission } from '../../../lib/notice-alerts'
import { subscribeToPush } from '../../../lib/push-subscription'

export function NoticeAlertsSetting() {
  const [permission, setPermission] = useState(alertPermission)
  const [asking, setAsking] = useState(false)

  async function turnOn() {
    setAsking(true)
    try {
      const answer = await requestAlertPermission()
      setPermission(answer)
      if (answer === 'granted') await subscribeToPush()
    } finally {
      setAsking(false)
    }
  }

  return (
    <section aria-labelledby="notice-alerts-title" className="space-y-2">
      <h2 id="notice-alerts-title" className="text-lg font-medium">
        <Trans>System notifications</Trans>
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          Get a notification from your system when a notice arrives while Hubdeck is in the background or closed.
        </Trans>
      </p>
      {permission === 'granted' && (
        <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
          <Trans>System notifications are on.</Trans>
        </p>
      )}
      {permission === 'denied' && (
        <p role="status" className="text-sm text-amber-700 dark:text-amber-400">
          <Trans>Notifications are blocked for this site. Allow them in your browser's site settings.</Trans>
        </p>
      )}
      {permission === 'unsupported' && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>This browser cannot show system notifications.</Trans>
        </p>
      )}
      {permission === 'default' && (
        <Button onClick={() => void turnOn()} disabled={asking}>
          <Trans>Turn on system notifications</Trans>
        </Button>
      )}
    </section>
  )
}
