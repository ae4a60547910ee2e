/** The account pages' message box (one component in src/components/ui) and their link style. */
export { Notice } from '../../../components/ui/notice'

export const LINK_CLASS = 'text-brand-700 underline dark:text-brand-300'
