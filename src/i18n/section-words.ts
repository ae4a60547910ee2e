/**
 * The loaders of the dedicated-node routes (and the charge page, whose banner leads back to a node
 * order), the team routes with the invitation page, and the statistics page: each part is fetched
 * before the page renders, alongside its code (lingui.config.ts).
 */
import { loadCatalogPart } from './i18n'

export function loadNodesWords(): Promise<void> {
  return loadCatalogPart('nodes')
}

export function loadTeamWords(): Promise<void> {
  return loadCatalogPart('team')
}

export function loadStatisticsWords(): Promise<void> {
  return loadCatalogPart('statistics')
}
