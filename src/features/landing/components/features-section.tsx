/** What the app itself does beyond the catalogue (issue 21): offline use, alerts, teams, dedicated nodes. */
import { useLingui } from '@lingui/react/macro'
import { LandingSection } from './landing-section'

export function FeaturesSection() {
  const { t } = useLingui()
  const features = [
    {
      title: t`Works offline`,
      text: t`Install it on your phone or desktop: your keys, usage and bills stay readable without a network, and changes are sent once you are back.`,
    },
    {
      title: t`Live alerts and push notifications`,
      text: t`Hear about low balance, used-up packages and node events as they happen, even with the app closed.`,
    },
    {
      title: t`Teams`,
      text: t`Invite colleagues, give each a role and share keys, packages and the wallet of one workspace.`,
    },
    {
      title: t`Dedicated nodes`,
      text: t`Order a node of your own in the region you choose, and follow its status and renewals here.`,
    },
  ]
  return (
    <LandingSection title={t`In the app`} intro={t`One dashboard for everything around your endpoints.`}>
      <ul className="grid gap-4 sm:grid-cols-2" data-testid="landing-features">
        {features.map(({ title, text }) => (
          <li key={title} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
