/** Island: the guest book (/GuestBook), sent to the API configured at build time. */
import { FORM_TYPES } from '~/schemas/forms';
import { formIsland, type FormIslandWords } from './formIsland';
import { makeGuestBookForm, type GuestBookWords } from './definitions/guestBook';

export type GuestBookFormWords = FormIslandWords<GuestBookWords>;

export default formIsland(
  'The guest book form',
  FORM_TYPES.guestBook,
  (words: GuestBookFormWords) => makeGuestBookForm(words.fields, words.form.checks),
);
