import { SITE } from '~/config/site';
import { withNode, type FormWords } from './Form';

/** Under a form whose island stopped: the built form stays; this says where to write instead. */
export function FormFailureNote({ words }: { words: Pick<FormWords, 'stopped' | 'writeInstead'> }) {
  const mail = <a href={`mailto:${SITE.email}`}>{SITE.email}</a>;
  return (
    <p className="notice site-form__stopped" role="alert">
      {words.stopped} {withNode(words.writeInstead, 'email', mail)}
    </p>
  );
}
