import { SITE } from '~/config/site';
import type { FormWords } from './Form';

/**
 * Shown under a form whose island stopped working (src/lib/island.tsx): the form as
 * built stays, with its button disabled, and this says where to write instead, in the words the
 * page gave the form (src/i18n `form.stopped` and `form.writeInstead`).
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
