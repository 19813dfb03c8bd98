import { SITE } from '~/config/site';
import type { FormWords } from './Form';

/**
 * Shown under a form whose island stopped working: the built form stays, its button disabled, and
 * this says where to write instead.
 */
export function FormFailureNote({ words }: { words: Pick<FormWords, 'stopped' | 'writeInstead'> }) {
  const [before = '', after = ''] = words.writeInstead.split('{email}');
  return (
    <p className="notice site-form__stopped" role="alert">
      {words.stopped} {before}
      <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
      {after}
    </p>
  );
}
