import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** Where the link goes: an app path ("/event/42"), or anything React Router resolves. */
  to: string;
  replace?: boolean;
};

// A screen has dozens of links (cards, navigation, rows). React Router's Link runs about twenty hooks
// each (path resolution against the route matches, prefetch state, a stable navigate); on a phone's
// first render that added up to a tenth of the main thread. An app path needs none of it: the href
// is the path, and a plain click navigates through the router.
const APP_PATH = /^\/(?!\/)/;

/** A link inside the app: an <a> with the real href, followed by the router on a plain click. */
export function Link({ to, ...rest }: LinkProps) {
  return APP_PATH.test(to) ? <AppPathLink to={to} {...rest} /> : <RouterLink to={to} {...rest} />;
}

function AppPathLink({ to, replace, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // As React Router's Link: a link to the screen already open replaces it rather than stacking a
    // second copy for Back to step through.
    const here = `${location.pathname}${location.search}${location.hash}`;
    navigate(to, { replace: replace ?? here === to });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}

/** A left click without modifier keys, in this tab: the browser's own handling is wanted otherwise. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
