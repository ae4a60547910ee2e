/**
 * How package notices read: bought, set up, renewed, running out, expired, and packages given
 * (welcome, monthly, credit, enterprise). A notice without its package name speaks of "your
 * package"; one without a price or a date leaves it out.
 */
import { msg, plural } from '@lingui/core/macro'
import type { NoticeWording } from './notice-facts'

export const PACKAGE_WORDINGS = {
  buy_package: ({ sku, amount }) => ({
    title: msg`Package purchased`,
    content:
      sku && amount
        ? msg`You bought ${sku} for ${amount}.`
        : sku
          ? msg`You bought ${sku}.`
          : msg`Your package purchase went through.`,
  }),
  init_only_by: ({ sku }) => ({
    title: msg`Pay as you go set up`,
    content: sku ? msg`${sku} is active and billed as you go.` : msg`Your package is active and billed as you go.`,
  }),
  init_by_and_auto_scaling: ({ sku }) => ({
    title: msg`Auto scaling set up`,
    content: sku
      ? msg`${sku} is active, billed as you go, with auto scaling on.`
      : msg`Your package is active, billed as you go, with auto scaling on.`,
  }),
  auto_renew_success: ({ sku, amount }) => ({
    title: msg`Package renewed`,
    content:
      sku && amount
        ? msg`${sku} was renewed automatically for ${amount}.`
        : sku
          ? msg`${sku} was renewed automatically.`
          : msg`Your package was renewed automatically.`,
  }),
  auto_renew_off: ({ sku }) => ({
    title: msg`Auto-renewal off`,
    content: sku
      ? msg`Auto-renewal of ${sku} is off, so it will not renew by itself. Turn it back on to avoid an interruption.`
      : msg`Auto-renewal of your package is off, so it will not renew by itself. Turn it back on to avoid an interruption.`,
  }),
  ru_pkg_running_out: ({ sku, leftDays }) => ({
    title: msg`Package running out`,
    content:
      sku && leftDays !== undefined
        ? msg({
            message: plural(leftDays, {
              one: `${sku} has # day left. Renew it or buy a package to keep your services running.`,
              other: `${sku} has # days left. Renew it or buy a package to keep your services running.`,
            }),
          })
        : sku
          ? msg`${sku} is running out. Renew it or buy a package to keep your services running.`
          : msg`Your package is running out. Renew it or buy a package to keep your services running.`,
  }),
  expired: ({ sku, time }) => ({
    title: msg`Package expired`,
    content:
      sku && time
        ? msg`${sku} expired on ${time}. Buy a package to keep your services running.`
        : sku
          ? msg`${sku} has expired. Buy a package to keep your services running.`
          : msg`Your package has expired. Buy a package to keep your services running.`,
  }),
  register_gift: ({ sku }) => ({
    title: msg`Welcome gift`,
    content: sku
      ? msg`Welcome aboard: ${sku} was added to your account.`
      : msg`Welcome aboard: a gift package was added to your account.`,
  }),
  monthly_gift: ({ sku }) => ({
    title: msg`Monthly gift`,
    content: sku
      ? msg`This month's ${sku} was added to your account.`
      : msg`This month's gift package was added to your account.`,
  }),
  credit_package_sent: ({ sku, amount }) => ({
    title: msg`Credit package received`,
    content:
      sku && amount
        ? msg`${sku}, worth ${amount}, was added to your account.`
        : sku
          ? msg`${sku} was added to your account.`
          : msg`A credit package was added to your account.`,
  }),
  message_enterprise_package_send: ({ sku }) => ({
    title: msg`Enterprise package received`,
    content: sku ? msg`${sku} was added to your account.` : msg`An enterprise package was added to your account.`,
  }),
} satisfies Record<string, NoticeWording>
