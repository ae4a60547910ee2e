/** The refusals of buying and renewing nodes, in both languages, with `data.reason`. */
import { businessRule } from '../../rpc/errors'

/** The SKU's region has no capacity now (`available` false). */
export function skuUnavailable(name: string) {
  return businessRule(
    `${name} has no capacity right now. Choose another region or client.`,
    `${name} 当前没有可用容量。请选择其他区域或客户端。`,
    { reason: 'unavailable' },
  )
}
