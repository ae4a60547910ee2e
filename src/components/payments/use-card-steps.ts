/**
 * A page's side of a card payment: where the new card's mounted field is kept and where a saved
 * card's 3-D Secure frame goes, both outside render for the machine's effects, and the card steps
 * (card-steps.ts) that use them. The package purchase, the node order, the node renewal and the
 * card deposit run their machines with it.
 */
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CardFieldSession, ChallengeFor } from './card-port'
import { cardSteps } from './card-steps'
import { createElementSlot } from './element-slot'
import { createHolder } from './holder'

/** `challengeFor` is read once: the routes hand a constant kit, the flows a function of it. */
export function useCardSteps(challengeFor: ChallengeFor) {
  const { t } = useLingui()
  const [page] = useState(() => {
    const fieldSession = createHolder<CardFieldSession | null>(null)
    const challenge = createElementSlot()
    const steps = cardSteps({
      fieldSession: fieldSession.get,
      challengeFor,
      challengeElement: challenge.element,
      challengeTitle: () => t`Your bank's 3-D Secure check`,
    })
    return { ...steps, fieldSession, challengeSlot: challenge.ref }
  })
  return page
}
