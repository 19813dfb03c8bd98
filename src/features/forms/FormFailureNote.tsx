import { SITE } from '~/config/site';
import type { FormWords } from './Form';

/** Under a form whose island stopped: the built form stays; this says where to write instead. */
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
