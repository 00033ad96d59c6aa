import { ArticleView } from "~/components/research/article-view";
import { JsonLd } from "~/components/ui/json-ld";
import { routeMeta } from "~/routes/+shared/meta";
import { pageNotFound } from "~/routes/+shared/outcome";
import type { Route } from "./+types/direct-article";
import { loadArticlePage } from "./article.server";

/**
 * /faqs-okd/{slug}, the "direct article page" of spec section 2: the same article in the
 * minimal layout (logo and phone, no menus or footer), for sharing, printing and showing
 * inside another site or an app. Its canonical link is the article's page, so search engines
 * keep one URL per article.
 */
export function loader({ params, context, request }: Route.LoaderArgs) {
  const page = loadArticlePage(context.services, params.slug, context.visitor.language);
  if (!page) throw pageNotFound(new URL(request.url).pathname);
  return { layout: "minimal" as const, article: page.article, jsonLd: page.jsonLd[0]!, image: page.image };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(
    args,
    args.data && {
      title: args.data.article.title,
      description: args.data.article.description,
      canonicalPath: args.data.article.path,
      image: args.data.image,
    },
  );

export default function DirectArticlePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ArticleView article={loaderData.article} direct />
      <JsonLd data={loaderData.jsonLd} />
    </>
  );
}
