import type { AnchorHTMLAttributes, Ref } from 'react'
import { useHref, useLinkClickHandler } from 'react-router'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path in the console (with its query string). */
  to: string
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A link to a console page: a real anchor (opens in a new tab, copies), and a plain click navigates in the app.
 * react-router's own Link also serves its framework mode (route-module prefetching and the server-rendering
 * context it reads): code every page would download (about 2 KiB gzip) for a feature the console never uses.
 */
export function Link({ to, onClick, target, ...anchor }: LinkProps) {
  const href = useHref(to)
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target })
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) navigate(event)
      }}
    />
  )
}
