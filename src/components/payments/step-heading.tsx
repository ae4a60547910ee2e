/**
 * The heading of a payment step (the new card's field, the bank's 3-D Secure step), at the level
 * the page around it needs. A flow that draws the step in place of the button that led there
 * moves the focus to it, so keyboard and screen-reader users are not left at the top of the page.
 */
import { useEffect, useRef, type ReactNode } from 'react'

export interface StepHeadingProps {
  id: string
  level: 2 | 3
  focusOnMount: boolean
  children: ReactNode
}

export function StepHeading({ id, level, focusOnMount, children }: StepHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) heading.current?.focus()
  }, [focusOnMount])
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <Heading
      id={id}
      ref={heading}
      tabIndex={focusOnMount ? -1 : undefined}
      className={focusOnMount ? 'text-base font-semibold outline-none' : 'text-base font-semibold'}
    >
      {children}
    </Heading>
  )
}
