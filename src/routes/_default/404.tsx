import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../components/layouts/not-found-page'

export const Route = createFileRoute('/_default/404')({
  component: NotFoundPage,
})
