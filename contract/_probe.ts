import * as v from 'valibot'
import { optionalRangeEntries, rangeCheck, pageEntries, idSchema } from './fields'
const s = v.pipe(v.strictObject({ id: idSchema, ...pageEntries(), ...optionalRangeEntries }), rangeCheck())
type I = v.InferInput<typeof s>
type O = v.InferOutput<typeof s>
const o: O = { id: 1, page: 1, perPage: 2 }
const i: I = { id: 1 }
const r = v.safeParse(s, { id: 1, from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' })
console.log(JSON.stringify(r.issues?.map(x => [x.message, x.path?.map(p => p.key)])), o, i)
console.log(JSON.stringify(v.safeParse(s, { id: 0, perPage: 101, extra: 1 }).issues?.map(x => [x.message, x.path?.map(p => p.key)])))
