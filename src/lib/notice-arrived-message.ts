/** What the app posts to its service worker for a new notice (notice-alerts.ts → sw.ts). */
export interface NoticeArrivedMessage {
  type: 'NOTICE_ARRIVED'
  id: number
  /** Worded by the app in the reader's language. */
  title: string
  body: string
  /** The app page to open on click. */
  url: string
}
