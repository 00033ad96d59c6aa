import {
  type FormProps,
  type LinkProps,
  type NavLinkProps,
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
} from "react-router";
import { useLocalizePath } from "~/lib/i18n/use-t";

/**
 * React Router's Link, NavLink and Form in the page's language: a site path written in
 * English (`/contact-us`, SITE_PATHS, a menu's link) leads to `/es/contact-us` on a Spanish
 * page, so code and content name each page once.
 */
function useLocalizedTo(): (to: To) => To {
  const localize = useLocalizePath();
  return (to) =>
    typeof to === "string" ? localize(to) : to.pathname ? { ...to, pathname: localize(to.pathname) } : to;
}

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={useLocalizedTo()(to)} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={useLocalizedTo()(to)} {...props} />;
}

export function Form({ action, ...props }: FormProps) {
  const localize = useLocalizePath();
  return <RouterForm action={action === undefined ? undefined : localize(action)} {...props} />;
}
