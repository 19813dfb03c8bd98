/**
 * Island of `/Story?kind=news&id=…`, where a card links a story newer than the build: the story's
 * own page once a build has made it (found in the list of every story's address), else the story
 * from the live API in the same frame, else words saying why not.
 */
import { useEffect } from 'react';
import { SITE } from '~/config/site';
import { LiveStatus, useLiveItem } from '~/items/LiveItem';
import { PUBLIC_API_BASE_URL } from '~/lib/env';
import { island } from '~/lib/island';
import { localizedPath, STORY_FOLDERS, STORY_PATHS_FILE } from '~/lib/routes';
import { storyOf } from '~/lib/wrongCase';
import type { StoryWords } from '~/i18n';
import { enhancePhotoGrids } from '~/features/album/enhance';
import type { Story } from './build';
import { enhanceStory } from './share';
import { StoryView } from './StoryView';

/** The story's built page, if any: a failed look-up only means asking the API. */
async function builtPage(kind: 'news' | 'events', id: string, lang: string) {
  const paths = await fetch(STORY_PATHS_FILE).then(
    (r) => r.json() as Promise<string[]>,
    () => [],
  );
  const found = storyOf(`/${STORY_FOLDERS[kind]}/${id.toLowerCase()}`, paths);
  return found && localizedPath(found, lang === 'hi' ? 'hi' : 'en');
}

function LiveStory({ words, list }: { words: StoryWords; list: { title: string; href: string } }) {
  const [phase, retry] = useLiveItem<Story>(async (id, signal) => {
    const kind =
      new URLSearchParams(window.location.search).get('kind') === 'events' ? 'events' : 'news';
    const built = await builtPage(kind, id, words.lang);
    if (built) return built;
    if (PUBLIC_API_BASE_URL === undefined) return null;
    // The listings' live card of it: its cover picture and first file, as its card shows them.
    const cards = await (await import('~/items/cards')).liveListing(kind, signal);
    const card = cards.find((c) => c.key === `id:${id}`);
    if (!card) return null;
    document.title = `${card.title} | ${SITE.name}`;
    const photos = card.picture
      ? [{ thumb: card.picture, href: card.picture.src, alt: card.title }]
      : [];
    return { ...card, kind, lang: 'en', photos, files: card.file ? [card.file] : [] };
  });
  useEffect(() => {
    if (phase.name !== 'found') return;
    enhanceStory(document);
    return enhancePhotoGrids(document);
  }, [phase]);

  if (phase.name === 'found') {
    const url = window.location.href;
    return <StoryView story={phase.item} words={words} url={url} back={list} showTitle />;
  }
  const link = <a href={list.href}>{words.browse}</a>;
  return <LiveStatus phase={phase} words={words} retry={retry} link={link} />;
}

export default island('The live story', LiveStory);
