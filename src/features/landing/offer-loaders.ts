/** The landing page's reads, their code fetched once the page is painted (landing.reads.ts). */
export const loadChains = (signal: AbortSignal) => import('./landing.reads').then((reads) => reads.readChains(signal))

/** With the cards' code alongside, so the answer shows without waiting for it (plans-section.tsx). */
export const loadPackageCatalog = async (signal: AbortSignal) => {
  const [reads] = await Promise.all([import('./landing.reads'), import('./components/plan-cards')])
  return reads.readPackageCatalog(signal)
}
