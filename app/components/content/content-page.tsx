import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Container } from "~/components/ui/container";
import type { FaqGroup } from "~/features/content/faq-schema";
import type { Page } from "~/features/content/page-schema";
import type { Crumb } from "~/features/seo/structured-data/breadcrumbs";
import { useT } from "~/lib/i18n/use-t";
import { contentCatalogue } from "~/locales/content";
import { FaqSection } from "./faq-section";
import { HighlightCards } from "./highlight-cards";
import { LinkButton } from "./link-button";
import { PageHeader } from "./page-header";
import { Prose } from "./prose";
import { StepList } from "./step-list";

/**
 * A page of content/pages/*.md laid out the one way every content page shares: the header
 * band (trail, h1, intro, call to action, picture), the highlights, the "how it works" steps,
 * the body's sections in a readable column with an optional aside, the page's own extra
 * sections (`children`), then its FAQ group with FAQPage structured data.
 */
export type ContentPageProps = {
  page: Page;
  crumbs: readonly Crumb[];
  siteUrl: string;
  faqs?: FaqGroup | null;
  /** Extra buttons beside the page's own call to action. */
  actions?: ReactNode;
  /** Beside the body on wide screens, under it on a phone. */
  aside?: ReactNode;
  /** The steps' heading; "How it works" in the page's language by default. */
  stepsTitle?: string;
  /** Body sections (by heading id) the page shows its own way instead. */
  skipSections?: readonly string[];
  /** Sections between the body and the FAQs. */
  children?: ReactNode;
};

export function ContentPage({
  page,
  crumbs,
  siteUrl,
  faqs,
  actions,
  aside,
  stepsTitle,
  skipSections = [],
  children,
}: ContentPageProps) {
  const t = useT(contentCatalogue);
  const sections = page.sections.filter((s) => !skipSections.includes(s.id));
  const image = page.image && page.imageAlt ? { src: page.image, alt: page.imageAlt } : undefined;
  const headerActions =
    page.cta || actions ? (
      <>
        {page.cta ? (
          <LinkButton href={page.cta.href} variant={page.cta.variant} arrow>
            {page.cta.label}
          </LinkButton>
        ) : null}
        {actions}
      </>
    ) : undefined;
  return (
    <>
      <PageHeader
        title={page.heading ?? page.title}
        intro={page.intro}
        image={image}
        breadcrumbs={<Breadcrumbs crumbs={crumbs} siteUrl={siteUrl} />}
        actions={headerActions}
      />
      {page.highlights?.length ? (
        <Container className="pt-10">
          <h2 className="sr-only">{t("content.page.atAGlance")}</h2>
          <HighlightCards items={page.highlights} />
        </Container>
      ) : null}
      {page.steps?.length ? (
        <Container className="pt-14">
          <StepList title={stepsTitle ?? t("content.page.howItWorks")} steps={page.steps} />
        </Container>
      ) : null}
      <Container className="pt-14">
        <div
          className={
            aside ? "grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" : ""
          }
        >
          <div className="max-w-3xl">
            <Prose html={page.introHtml} className="text-lg" />
            {sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id} className="mt-10">
                <h2 id={section.id} className="text-2xl font-extrabold tracking-tight">
                  {section.title}
                </h2>
                <Prose html={section.html} className="mt-4" />
              </section>
            ))}
          </div>
          {aside ? (
            <aside className="lg:sticky lg:top-[calc(var(--spacing-header)+24px)] lg:self-start">
              {aside}
            </aside>
          ) : null}
        </div>
      </Container>
      {children}
      {faqs && faqs.items.length > 0 ? (
        <Container className="pt-16">
          <FaqSection title={faqs.title} items={faqs.items} className="max-w-4xl" />
        </Container>
      ) : null}
      <div className="pb-16" />
    </>
  );
}

/** A boxed aside: a short title, a line of text and up to two buttons. */
export function ActionCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-6">
      <h2 className="text-xl font-extrabold tracking-tight">{title}</h2>
      <p className="mt-2 text-muted">{text}</p>
      <div className="mt-5 flex flex-col gap-3">{children}</div>
    </div>
  );
}
