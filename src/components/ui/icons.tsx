/**
 * The few line icons the primitives need, inline so the first route loads no icon font or
 * library. Decorative: every one is `aria-hidden`; the control that holds it carries the name.
 */
import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

export function MenuIcon(props: IconProps) {
  return <Icon {...props} d="M4 6h16M4 12h16M4 18h16" />
}

export function CloseIcon(props: IconProps) {
  return <Icon {...props} d="M6 6l12 12M18 6L6 18" />
}

export function CheckIcon(props: IconProps) {
  return <Icon {...props} d="M5 12.5l4.5 4.5L19 7.5" />
}

export function CopyIcon(props: IconProps) {
  return <Icon {...props} d="M9 9h10v10H9zM5 15V5h10" />
}

export function ChevronLeftIcon(props: IconProps) {
  return <Icon {...props} d="M15 5l-7 7 7 7" />
}

export function ChevronRightIcon(props: IconProps) {
  return <Icon {...props} d="M9 5l7 7-7 7" />
}

export function AlertIcon(props: IconProps) {
  return <Icon {...props} d="M12 4l9 16H3zM12 10v4M12 17v.5" />
}

export function InfoIcon(props: IconProps) {
  return <Icon {...props} d="M12 3a9 9 0 110 18 9 9 0 010-18zM12 11v6M12 7.5V8" />
}

export function InboxIcon(props: IconProps) {
  return <Icon {...props} d="M3 13l3-8h12l3 8v6H3zM3 13h5l1 3h6l1-3h5" />
}

function Icon({ d, className = 'size-5', ...props }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      <path d={d} />
    </svg>
  )
}
