import { SITE } from '~/config/site';

/**
 * Shown under a form whose island stopped working (src/islands/Island/island.tsx): the form as
 * built stays, with its button disabled, and this says where to write instead.
 */
export function FormFailureNote() {
  return (
    <p className="notice site-form__stopped" role="alert">
      This form stopped working in your browser, so it cannot send. Please write to us at{' '}
      <a href={`mailto:${SITE.email}`}>{SITE.email}</a> instead.
    </p>
  );
}
