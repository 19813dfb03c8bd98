/**
 * What the server writes for a carousel's pictures (node: `import.meta.env.SSR` is true, as in
 * Astro's build): the slides a phone shows first as pictures, the later ones inside <noscript>,
 * where a browser without JavaScript shows them and one with JavaScript fetches nothing.
 * tests/unit/carousel.test.tsx follows them in the browser; tests/e2e/home-islands.test.ts in
 * Chromium, with and without JavaScript.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel } from '~/features/carousel/Carousel';
import { Picture } from '~/lib/island';
import { CAROUSELS, slidesFirstShown } from '~/features/carousel/model';
import { LABELS } from './carousel-support';

const pictureSlides = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    key: `p${index}`,
    node: (
      <Picture
        picture={{
          src: `/p${index}.jpg`,
          srcset: `/p${index}-400.avif 400w`,
          sizes: '100vw',
          sources: [{ type: 'image/avif', srcset: `/p${index}-400.avif 400w` }],
          width: 800,
          height: 500,
          alt: `Picture ${index}`,
        }}
        priority={index === 0}
      />
    ),
  }));

describe('the server', () => {
  it('writes the later pictures of every carousel inside <noscript>, whole', () => {
    for (const config of Object.values(CAROUSELS)) {
      const count = 6;
      const html = renderToString(
        <Carousel config={config} label="Test" labels={LABELS} slides={pictureSlides(count)} />,
      );
      const first = slidesFirstShown(config);
      const deferred = [...html.matchAll(/<noscript>(.*?)<\/noscript>/g)].map((m) => m[1]!);
      expect(deferred, config.id).toHaveLength(count - first);
      deferred.forEach((inner, offset) => {
        const index = first + offset;
        expect(inner, config.id).toMatch(
          new RegExp(
            `^<picture><source type="image/avif" srcset="/p${index}-400.avif 400w" sizes="100vw"/?>` +
              `<img src="/p${index}.jpg"[^>]*alt="Picture ${index}"[^>]*loading="lazy"`,
            // HTML attribute names are case-insensitive; React writes `srcSet` inside <noscript>.
            'i',
          ),
        );
      });
      const outside = html.replace(/<noscript>.*?<\/noscript>/g, '');
      for (let index = 0; index < first; index += 1) {
        expect(outside, config.id).toContain(`src="/p${index}.jpg"`);
      }
    }
  });

  it('loads the slides a phone shows first: one on the top slider and in every card carousel', () => {
    expect(slidesFirstShown(CAROUSELS.hero)).toBe(1);
    expect(slidesFirstShown(CAROUSELS.news)).toBe(1);
    expect(slidesFirstShown(CAROUSELS.gallery)).toBe(1);
  });

  it('keeps a hostile text inside <noscript>: the markup it holds is escaped', () => {
    const hostile = '</noscript><img src=x onerror="alert(1)">';
    const slides = [0, 1].map((index) => ({
      key: `h${index}`,
      node: <Picture picture={{ src: `/h${index}.jpg`, width: 8, height: 5, alt: hostile }} />,
    }));
    const html = renderToString(
      <Carousel config={CAROUSELS.hero} label="Test" labels={LABELS} slides={slides} />,
    );
    // A browser with JavaScript reads <noscript> as text up to the first "</noscript>": there must
    // be exactly one per deferred picture, and no tag of the text outside it.
    expect(html.match(/<\/noscript>/g)).toHaveLength(1);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('alt="&lt;/noscript&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;"');
  });
});
