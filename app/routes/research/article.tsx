import { ArticleView } from "~/components/research/article-view";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Container } from "~/components/ui/container";
import { JsonLd } from "~/components/ui/json-ld";
import { routeMeta } from "~/routes/+shared/meta";
import { pageNotFound } from "~/routes/+shared/outcome";
import type { Route } from "./+types/article";
import { loadArticlePage } from "./article.server";

/** /car-research/{slug}: the article's one canonical URL (the category aliases redirect here). */
export function loader({ params, context, request }: Route.LoaderArgs) {
  const page = loadArticlePage(context.services, params.slug, context.visitor.language);
  if (!page) throw pageNotFound(new URL(request.url).pathname);
  return page;
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

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-8 sm:py-10">
      <Breadcrumbs crumbs={loaderData.crumbs} className="mb-6" />
      <ArticleView article={loaderData.article} />
      <JsonLd data={loaderData.jsonLd} />
    </Container>
  );
}
