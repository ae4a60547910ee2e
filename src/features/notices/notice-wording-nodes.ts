/**
 * How dedicated-node notices read: a node came online, its end is near, it expired (and will be
 * released unless renewed). A notice without the node's name speaks of "your dedicated node".
 */
import { msg } from '@lingui/core/macro'
import type { NoticeWording } from './notice-facts'

export const NODE_WORDINGS = {
  dn_node_online: ({ name, time }) => ({
    title: msg`Dedicated node online`,
    content:
      name && time
        ? msg`The node ${name} is online. It runs until ${time}.`
        : name
          ? msg`The node ${name} is online.`
          : msg`Your dedicated node is online.`,
  }),
  dn_node_will_expire: ({ name, leftDays, time }) => ({
    title: msg`Dedicated node expiring`,
    content:
      name && leftDays !== undefined && time
        ? msg`The node ${name} expires in ${leftDays} days, on ${time}. Renew it to keep it running.`
        : name
          ? msg`The node ${name} expires soon. Renew it to keep it running.`
          : msg`Your dedicated node expires soon. Renew it to keep it running.`,
  }),
  dn_node_expired: ({ name, time }) => ({
    title: msg`Dedicated node expired`,
    content:
      name && time
        ? msg`The node ${name} has expired and is stopped. Renew it before ${time} or it will be released.`
        : name
          ? msg`The node ${name} has expired and is stopped. Renew it or it will be released.`
          : msg`Your dedicated node has expired and is stopped. Renew it or it will be released.`,
  }),
} satisfies Record<string, NoticeWording>
