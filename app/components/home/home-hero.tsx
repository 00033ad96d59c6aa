import type { ReactNode } from "react";
import { LinkButton } from "~/components/content/link-button";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import type { Home } from "~/features/content/home-schema";

type Slide = Home["hero"]["slides"][number];

/** A transparent 1x1 GIF: what the hero's picture element holds below 1024 px. */
const EMPTY_PIXEL = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/**
 * The top of the home page: the hero slide's badge, its title (the page's only h1) and its
 * description, then `search` (the 'Search or browse' card), then the slide's promises, buttons
 * and small print. The search comes straight after the title so that a phone shows it and the
 * body styles on its first screen (issue 17: it was 2,355 px down, under three screens of
 * offers the department tabs repeat). From 1024 px the picture sits beside the text with the
 * promises and buttons under it, so the hero stays within a laptop's screen; on a phone the
 * picture is left out and the h1 is the largest thing in view, so nothing waits for a picture.
 */
export function HomeHero({ slide, search }: { slide: Slide; search: ReactNode }) {
  const centered = slide.layout === "centered";
  const image = centered ? undefined : slide.images[0];
  // Beside the picture from 1024 px: the text in one column, picture and promises in the other.
  const [textColumn, pictureColumn] =
    slide.layout === "image-left"
      ? ["lg:col-start-2", "lg:col-start-1"]
      : ["lg:col-start-1", "lg:col-start-2"];
  return (
    <section
      aria-labelledby="home-title"
      className="bg-gradient-to-br from-brand-ink via-[#166534] to-[#0f3d22] text-white"
    >
      <Container
        className={`grid gap-6 pt-6 pb-10 sm:pt-12 sm:pb-14 ${
          image ? "lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_1fr] lg:gap-x-12" : ""
        }`}
      >
        <div
          className={`min-w-0 ${centered ? "mx-auto max-w-3xl text-center" : ""} ${
            image ? `${textColumn} lg:row-span-2 lg:row-start-1 lg:self-center` : ""
          }`}
        >
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
            <Icon name="star" size={16} className="shrink-0" /> {slide.badge}
          </p>
          <h1
            id="home-title"
            className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:mt-4 sm:text-5xl"
          >
            {slide.title}
          </h1>
          <p className={`mt-3 max-w-xl text-green-50 sm:mt-4 sm:text-lg ${centered ? "mx-auto" : ""}`}>
            {slide.description}
          </p>
          <div className="mt-5 text-left text-ink sm:mt-7">{search}</div>
        </div>
        <div
          className={`min-w-0 ${centered ? "text-center" : ""} ${image ? `${pictureColumn} lg:row-start-2` : ""}`}
        >
          {slide.list.length > 0 ? (
            <ul className={`grid gap-2 ${centered ? "mx-auto inline-grid text-left" : ""}`}>
              {slide.list.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Icon name="check" size={20} className="mt-0.5 shrink-0 text-green-300" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={`mt-6 flex flex-wrap gap-3 ${centered ? "justify-center" : ""}`}>
            {slide.buttons.map((button) => (
              <LinkButton
                key={button.label}
                href={button.href}
                variant={button.variant}
                tone="dark"
                arrow={button.variant === "primary"}
              >
                {button.label}
              </LinkButton>
            ))}
          </div>
          {slide.disclaimer ? (
            <p className={`mt-5 max-w-xl text-xs text-green-100 ${centered ? "mx-auto" : ""}`}>
              {slide.disclaimer}
            </p>
          ) : null}
        </div>
        {image ? (
          // The largest paint at 1280 px, so loaded at once and first (never lazy). A phone, which
          // does not show it, gets the source only from 1024 px and otherwise an empty pixel: a
          // hidden <img> would still be downloaded, at high priority, ahead of the page's script.
          <picture className={`hidden self-end lg:row-start-1 lg:block ${pictureColumn}`}>
            <source media="(min-width: 1024px)" srcSet={image.src} width={800} height={500} />
            <img
              src={EMPTY_PIXEL}
              alt={image.alt}
              width={800}
              height={500}
              fetchPriority="high"
              loading="eager"
              className="w-full rounded-2xl bg-white/95 shadow-2xl"
            />
          </picture>
        ) : null}
      </Container>
    </section>
  );
}
