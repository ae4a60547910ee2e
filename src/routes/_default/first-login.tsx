import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPage } from '../../features/account/auth/components/auth-page'
import { FirstLogin } from '../../features/account/auth/components/first-login-form'
import type { CardKit } from '../../components/payments/card-port'
import { StartingPackagePicker } from '../../features/packages/components/starting-package-picker'
import { useStartingPackage } from '../../features/packages/use-starting-package'
import { cardFieldFor, challengeFieldFor } from '../../features/wallet/deposit/card-field/card-field-for'
import { loadAccountWords } from '../../i18n/account-words'
import { loadPackagesWords } from '../../i18n/packages-words'

export const Route = createFileRoute('/_default/first-login')({
  loader: () => Promise.all([loadAccountWords(), loadPackagesWords()]),
  component: FirstLoginPage,
})

/** The deposit flow's card field saves and confirms cards here too (features never import each other). */
const CARD_KIT: CardKit = { fieldFor: cardFieldFor, challengeFor: challengeFieldFor }

/** Finishing a new account: the account's form, with the packages feature's starting-package step in it. */
function FirstLoginPage() {
  const { t } = useLingui()
  const starting = useStartingPackage(CARD_KIT)
  return (
    <AuthPage
      title={t`Finish setting up`}
      intro={t`Choose a nickname, your language and a starting package, and accept the terms to start.`}
    >
      <FirstLogin
        startingPackage={{
          chosen: starting.chosen,
          confirm: starting.confirm,
          render: ({ error, errorId }) => (
            <StartingPackagePicker starting={starting} kit={CARD_KIT} error={error} errorId={errorId} />
          ),
        }}
      />
    </AuthPage>
  )
}
