import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../components/layouts/not-found-page'

/** The catch-all `/{slug(.*)*}`: anything no other route matches (SPEC §2). */
export const Route = createFileRoute('/_default/$')({
  component: NotFoundPage,
})
