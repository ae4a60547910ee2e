/**
 * Web Push for when the app is closed: the browser's push subscription, made with the server's
 * VAPID key and kept by the server (hub_savePushSubscription), which pushes notices to users with
 * no live socket. A browser without a reachable push service (some privacy modes, test browsers)
 * still gets the alerts of an open app: a failed subscription is only logged.
 */
import { rpc } from './rpc-client'

/** Subscribes this browser to Web Push for the signed-in user; true when the server keeps it. */
export async function subscribeToPush(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return false
  try {
    const registration = await navigator.serviceWorker.ready
    const { publicKey } = await rpc('hub_getPushPublicKey', {}, { hideError: true })
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlBytes(publicKey),
      }))
    const json = subscription.toJSON()
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return false
    await rpc(
      'hub_savePushSubscription',
      {
        endpoint: json.endpoint,
        expirationTime: json.expirationTime ?? null,
        keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
      },
      { hideError: true },
    )
    return true
  } catch (error) {
    console.warn('Web Push is not available in this browser', error)
    return false
  }
}

function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index)
  return bytes
}
