/** For the checks' tests: a message descriptor as an English reader sees it (no catalog: the source text). */
import { i18n, type MessageDescriptor } from '@lingui/core'

i18n.loadAndActivate({ locale: 'en', messages: {} })

export function text(descriptor: MessageDescriptor | undefined): string | undefined {
  return descriptor ? i18n._(descriptor) : undefined
}
