/**
 * System notifications for notices the open app receives (issue 5, push-style alerts): the tab
 * that holds the socket hands each new notice, already worded in the reader's language, to the
 * service worker, which shows it only when no window of the app is in sight (sw.ts). Permission
 * is asked only when the user presses the button in the notice settings, never on load.
 */

import type { NoticeArrivedMessage } from './notice-arrived-message'

/** Whether system notifications can be asked for here at all. */
export function canAlert(): boolean {
  return typeof Notification !== 'undefined' && 'serviceWorker' in navigator
}

/** The browser's current answer: 'default' until asked, then 'granted' or 'denied'. */
export function alertPermission(): NotificationPermission | 'unsupported' {
  return canAlert() ? Notification.permission : 'unsupported'
}

/** Asks for permission; call only from a user's click. */
export async function requestAlertPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (!canAlert()) return 'unsupported'
  return Notification.requestPermission()
}

/** Hands a notice to the service worker, which alerts when no window of the app is visible. */
export async function alertUnseenNotice(notice: Omit<NoticeArrivedMessage, 'type'>): Promise<void> {
  if (alertPermission() !== 'granted') return
  const registration = await navigator.serviceWorker.getRegistration()
  const message: NoticeArrivedMessage = { type: 'NOTICE_ARRIVED', ...notice }
  registration?.active?.postMessage(message)
}
