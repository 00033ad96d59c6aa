import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import type { ContentImage } from "~/features/content/schema-common";

/**
 * The top band of a content page: trail, h1, one-sentence intro, the page's call to action
 * and its picture (on wide screens beside the text, on a phone under it).
 */
export function PageHeader({
  title,
  intro,
  badge,
  image,
  breadcrumbs,
  actions,
}: {
  title: string;
  intro?: string;
  badge?: string;
  image?: ContentImage;
  breadcrumbs?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="border-b border-line bg-gradient-to-b from-green-50 to-white">
      <Container className="py-8 sm:py-12">
        {breadcrumbs}
        <div className={`mt-4 grid gap-8 ${image ? "lg:grid-cols-[3fr_2fr] lg:items-center" : ""}`}>
          <div className="max-w-3xl">
            {badge ? (
              <p className="text-sm font-bold tracking-wide text-brand-ink uppercase">{badge}</p>
            ) : null}
            <h1 className="mt-1 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
              {title}
            </h1>
            {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
            {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
          </div>
          {image ? (
            <img
              src={image.src}
              alt={image.alt}
              width={800}
              height={500}
              className="w-full max-w-xl rounded-2xl border border-line bg-white shadow-sm"
            />
          ) : null}
        </div>
      </Container>
    </header>
  );
}
