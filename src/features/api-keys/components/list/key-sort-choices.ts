/**
 * The list's orders as one choice each ("Name A–Z"), for the sort select: on a phone a column
 * header is too small a target, and some columns are not shown there at all.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { KeyListView, KeyOrder, KeySort } from './key-list-search'

export const KEY_SORT_CHOICES = [
  'created-desc',
  'created-asc',
  'name-asc',
  'name-desc',
  'requests-desc',
  'requests-asc',
  'lastUsed-desc',
  'lastUsed-asc',
] as const
export type KeySortChoice = (typeof KEY_SORT_CHOICES)[number]

export const KEY_SORT_WORDS: Readonly<Record<KeySortChoice, MessageDescriptor>> = {
  'created-desc': msg`Newest first`,
  'created-asc': msg`Oldest first`,
  'name-asc': msg`Name A–Z`,
  'name-desc': msg`Name Z–A`,
  'requests-desc': msg`Most requests today`,
  'requests-asc': msg`Fewest requests today`,
  'lastUsed-desc': msg`Most recently used`,
  'lastUsed-asc': msg`Least recently used`,
}

export function sortChoiceOf(view: Pick<KeyListView, 'sort' | 'order'>): KeySortChoice {
  return `${view.sort}-${view.order}` as KeySortChoice
}

export function sortOfChoice(choice: KeySortChoice): { sort: KeySort; order: KeyOrder } {
  const [sort, order] = choice.split('-') as [KeySort, KeyOrder]
  return { sort, order }
}
