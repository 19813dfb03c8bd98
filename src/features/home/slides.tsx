/** One slide of each home carousel, the same on the server and in the browser. */
import { formatDayMonthYear, formatEnGb, formatIndianNumber, isoDate } from '~/lib/items';
import { fillCount } from '~/lib/fill';
import { Picture } from '~/lib/island';
import type {
  AlbumSlideData,
  AwardSlideData,
  HeroSlideData,
  NewsSlideData,
  ProjectSlideData,
  SlideWords,
  SponsorSlideData,
  TestimonialSlideData,
} from './model';
import './slides.css';

type Slide<S> = { slide: S; words: SlideWords };

/** A quiet panel, not a broken image. */
function NoPicture() {
  return <div className="home-card__nopicture" aria-hidden="true" />;
}

function DateText({ iso, format }: { iso: string; format: (date: Date) => string }) {
  const date = new Date(iso);
  return <time dateTime={isoDate(date)}>{format(date)}</time>;
}

export function NewsSlide({ slide, words }: Slide<NewsSlideData>) {
  return (
    <article className="home-card card">
      <div className="home-card__media">
        {/* The title says what the picture is about. */}
        {slide.picture ? <Picture picture={slide.picture} alt="" /> : <NoPicture />}
      </div>
      <div className="home-card__body">
        <p className="home-card__meta">
          <span className="home-card__kind">
            {slide.kind === 'news' ? words.news : words.event}
          </span>{' '}
          <DateText
            iso={slide.sortDate}
            format={(date) => formatDayMonthYear(date, words.months)}
          />
        </p>
        <h3 className="home-card__title home-card__title--reserved" lang={words.cmsLang}>
          <a href={slide.href}>{slide.title}</a>
        </h3>
        {/* Always there, so news and event cards are equally tall. */}
        <p className="home-card__note home-card__note--one-line" lang={words.cmsLang}>
          {slide.venue}
        </p>
      </div>
    </article>
  );
}

export function AwardSlide({ slide, words }: Slide<AwardSlideData>) {
  return (
    <figure className="home-award card" lang={slide.title ? words.cmsLang : undefined}>
      <div className="home-award__media">
        <Picture picture={slide.picture} alt={slide.title ? '' : words.awardAlt} />
      </div>
      {slide.title && <figcaption className="home-award__caption">{slide.title}</figcaption>}
    </figure>
  );
}

export function AlbumSlide({ slide, words }: Slide<AlbumSlideData>) {
  const photos = fillCount(words.photos, slide.count, { count: formatIndianNumber(slide.count) });
  return (
    <article className="home-card card">
      <div className="home-card__media">
        {slide.picture ? <Picture picture={slide.picture} alt="" /> : <NoPicture />}
      </div>
      <div className="home-card__body">
        <p className="home-card__meta">
          <DateText iso={slide.sortDate} format={formatEnGb} /> · {photos}
        </p>
        <h3 className="home-card__title home-card__title--reserved" lang={words.cmsLang}>
          <a href={slide.href}>{slide.title}</a>
        </h3>
      </div>
    </article>
  );
}

export function TestimonialSlide({ slide, words }: Slide<TestimonialSlideData>) {
  return (
    <figure className="home-quote card" lang={words.cmsLang}>
      <blockquote className="home-quote__text">
        <p>{slide.quote}</p>
      </blockquote>
      <figcaption className="home-quote__by">
        {slide.picture && (
          <span className="home-quote__photo">
            <Picture picture={slide.picture} alt="" />
          </span>
        )}
        <span>
          <span className="home-quote__name">{slide.name}</span>
          {slide.designation && (
            <span className="home-quote__designation">{slide.designation}</span>
          )}
        </span>
      </figcaption>
    </figure>
  );
}

export function ProjectSlide({ slide }: { slide: ProjectSlideData }) {
  return (
    <article className="home-card card">
      <div className="home-card__media">
        <Picture picture={slide.picture} />
      </div>
      <div className="home-card__body">
        <h3 className="home-card__title">
          <a href={slide.href}>{slide.title}</a>
        </h3>
        <p className="home-card__note">{slide.summary}</p>
      </div>
    </article>
  );
}

export function SponsorSlide({ slide }: { slide: SponsorSlideData }) {
  const logo = (
    <img
      src={slide.logo.src}
      width={slide.logo.width}
      height={slide.logo.height}
      alt={slide.name}
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <div className="home-sponsor">
      {slide.url ? (
        <a href={slide.url} target="_blank" rel="noopener noreferrer">
          {logo}
        </a>
      ) : (
        logo
      )}
    </div>
  );
}

/** The first one is the page's LCP. */
export function HeroSlide({ slide, first }: { slide: HeroSlideData; first: boolean }) {
  return (
    <div className="home-hero-slide">
      <Picture picture={slide.picture} className="home-hero-slide__picture" priority={first} />
      {(slide.title || slide.text) && (
        <div className="home-hero-slide__caption">
          {slide.title && <p className="home-hero-slide__title">{slide.title}</p>}
          {slide.text && <p className="home-hero-slide__text">{slide.text}</p>}
        </div>
      )}
    </div>
  );
}
