import { redirect } from "react-router";
import { articlePath, findArticle } from "~/features/content/articles";
import { localizePath } from "~/lib/i18n";
import { pageNotFound } from "~/routes/+shared/outcome";
import type { Route } from "./+types/article-alias";

/**
 * The article aliases of spec section 2 (/staff-reviews/{slug}, /car-advice-education/{slug},
 * /faqs/{slug}, /news/{slug}, /community-outreach/{slug}): a permanent redirect to the
 * article's one URL, /car-research/{slug}, keeping the query (campaign parameters). Any
 * alias of an existing article redirects, so a link keeps working when an article changes
 * category. Unknown slugs are the 404 page (this route sits in the default layout for that).
 * A Spanish alias (/es/news/{slug}) leads to the Spanish page (/es/car-research/{slug}).
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const article = findArticle(context.services.content, params.slug);
  if (!article) throw pageNotFound(url.pathname);
  throw redirect(localizePath(`${articlePath(article.slug)}${url.search}`, context.visitor.language), 301);
}

export default function ArticleAlias() {
  return null;
}
