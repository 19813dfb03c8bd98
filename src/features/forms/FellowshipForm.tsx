/** Island: the fellowship form (/Fellowship), sent to the API configured at build time. */
import { FORM_TYPES } from '~/schemas/forms';
import { formIsland, type FormIslandWords } from './formIsland';
import { makeFellowshipForm, type FellowshipWords } from './definitions/fellowship';

export interface FellowshipFormWords extends FormIslandWords<FellowshipWords> {
  /** The contact page in the page's language (the note's link). */
  contactPath?: string;
}

export default formIsland(
  'The fellowship form',
  FORM_TYPES.fellowship,
  (words: FellowshipFormWords) =>
    makeFellowshipForm(words.fields, words.form.checks, words.contactPath),
);
