/**
 * The support topics as the server names them in mails (the app has its own Lingui words).
 */
import type { SupportTopic } from '../../../contract/http-routes'

export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, { en: string; zh: string }> = {
  account: { en: 'Account', zh: '账户' },
  billing: { en: 'Billing', zh: '账单' },
  technical: { en: 'Technical', zh: '技术' },
  sales: { en: 'Sales', zh: '销售' },
  other: { en: 'Other', zh: '其他' },
}
