import { describe, expect, it } from 'vitest'
import { DEFAULT_NODE_LIST_QUERY, nodeListQueryOf, nodeListSearchOf, validateNodeListSearch } from './node-list-query'

describe('the node list’s address', () => {
  it('reads a status, a page and a size, and leaves defaults out', () => {
    expect(nodeListQueryOf({ status: 'will_expired', page: '2', size: '5' })).toEqual({
      status: 'will_expired',
      page: 2,
      perPage: 5,
    })
    expect(nodeListSearchOf(DEFAULT_NODE_LIST_QUERY)).toEqual({})
  })

  it('drops what it cannot read rather than failing', () => {
    expect(validateNodeListSearch({ status: 'sleeping', page: '-1', size: '7' })).toEqual({})
    expect(validateNodeListSearch({ status: 'expired', page: 3 })).toEqual({ status: 'expired', page: 3 })
  })
})
