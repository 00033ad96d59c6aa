import { useEffect, useRef, useState } from "react";
import { LinkButton } from "~/components/content/link-button";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Home } from "~/features/content/home-schema";
import { useT } from "~/lib/i18n/use-t";
import { homeCatalogue } from "~/locales/home";

type Slide = Home["hero"]["slides"][number];

/**
 * The hero slides of content/home.json. Without JavaScript it is a scroll-snap strip: the
 * first slide shows, the others are a swipe, a scroll or a dot link (#hero-slide-2) away.
 * With JavaScript, previous and next buttons appear and the dots scroll smoothly and mark the
 * slide in view. No autoplay: moving text is hard to read and WCAG asks for a pause control.
 * The first slide's title is the page's h1.
 */
export function HeroSlider({ slides }: { slides: readonly Slide[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const hydrated = useHydrated();
  const t = useT(homeCatalogue);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const onScroll = () => setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => element.removeEventListener("scroll", onScroll);
  }, []);

  const go = (index: number) => {
    const element = track.current;
    if (!element) return;
    const target = (index + slides.length) % slides.length;
    element.scrollTo({ left: target * element.clientWidth, behavior: "smooth" });
    setCurrent(target);
  };

  return (
    <section
      aria-roledescription={t("home.hero.carousel")}
      aria-label={t("home.hero.label")}
      className="relative bg-gradient-to-br from-brand-ink via-[#166534] to-[#0f3d22] text-white"
    >
      <div
        ref={track}
        id="hero-track"
        className="relative flex snap-x snap-mandatory overflow-x-auto scroll-smooth [scrollbar-width:none] motion-reduce:scroll-auto [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, index) => (
          <HeroSlide key={slide.title} slide={slide} index={index} count={slides.length} />
        ))}
      </div>
      {slides.length > 1 ? (
        <Container className="relative pb-14 sm:pb-16">
          <div className="flex items-center justify-center gap-3 lg:justify-start">
            {hydrated ? (
              <button
                type="button"
                onClick={() => go(current - 1)}
                aria-label={t("home.hero.previous")}
                aria-controls="hero-track"
                className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-white/60 text-white hover:bg-white/10 focus-visible:outline-white"
              >
                <Icon name="chevron-right" size={20} className="rotate-180" />
              </button>
            ) : null}
            <ol className="flex items-center gap-1" aria-label={t("home.hero.slides")}>
              {slides.map((slide, index) => (
                <li key={slide.title}>
                  <a
                    href={`#hero-slide-${index + 1}`}
                    aria-current={index === current ? "true" : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      go(index);
                    }}
                    className="group inline-flex h-11 w-11 items-center justify-center rounded-full focus-visible:outline-white"
                  >
                    <span className="sr-only">
                      {t("home.hero.slideLink", { number: index + 1, title: slide.title })}
                    </span>
                    <span
                      aria-hidden="true"
                      className="h-3 w-3 rounded-full border-2 border-white group-aria-[current=true]:w-8 group-aria-[current=true]:bg-white"
                    />
                  </a>
                </li>
              ))}
            </ol>
            {hydrated ? (
              <button
                type="button"
                onClick={() => go(current + 1)}
                aria-label={t("home.hero.next")}
                aria-controls="hero-track"
                className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-white/60 text-white hover:bg-white/10 focus-visible:outline-white"
              >
                <Icon name="chevron-right" size={20} />
              </button>
            ) : null}
          </div>
        </Container>
      ) : null}
    </section>
  );
}

function HeroSlide({ slide, index, count }: { slide: Slide; index: number; count: number }) {
  const t = useT(homeCatalogue);
  const Title = index === 0 ? "h1" : "h2";
  const centered = slide.layout === "centered";
  const image = slide.images[0];
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group named "slide"; a fieldset is for form controls.
    <div
      id={`hero-slide-${index + 1}`}
      role="group"
      aria-roledescription={t("home.hero.slide")}
      aria-label={t("home.hero.position", { number: index + 1, count })}
      className="w-full shrink-0 snap-start snap-always"
    >
      <Container
        className={`grid gap-8 pt-10 pb-8 sm:pt-16 lg:items-center ${
          centered ? "text-center" : "lg:grid-cols-[3fr_2fr]"
        }`}
      >
        <div
          className={`${centered ? "mx-auto max-w-3xl" : ""} ${slide.layout === "image-left" ? "lg:order-2" : ""}`}
        >
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
            <Icon name={index === 0 ? "star" : "check"} size={16} /> {slide.badge}
          </p>
          <Title className="mt-4 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            {slide.title}
          </Title>
          <p className={`mt-4 max-w-xl text-lg text-green-50 ${centered ? "mx-auto" : ""}`}>
            {slide.description}
          </p>
          {slide.list.length > 0 ? (
            <ul className={`mt-5 space-y-2 ${centered ? "mx-auto inline-block text-left" : ""}`}>
              {slide.list.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Icon name="check" size={20} className="mt-0.5 shrink-0 text-green-300" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={`mt-7 flex flex-wrap gap-3 ${centered ? "justify-center" : ""}`}>
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
        {image && !centered ? (
          <img
            src={image.src}
            alt={image.alt}
            width={800}
            height={500}
            fetchPriority={index === 0 ? "high" : "low"}
            loading={index === 0 ? "eager" : "lazy"}
            className={`hidden w-full rounded-2xl bg-white/95 shadow-2xl sm:block ${
              slide.layout === "image-left" ? "lg:order-1" : ""
            }`}
          />
        ) : null}
      </Container>
    </div>
  );
}
