/**
 * Form payloads (SPEC section 3) for `POST /api/form/{site}/{formType}`: JSON with exactly these
 * fields. Imported by browser code: keep it small, types and constants only.
 */

/** Exactly as SPEC spells them; they go URL-encoded in the path. */
export const FORM_TYPES = {
  guestBook: 'Guest Book',
  /** The ReachUs contact form is sent as type Admission (SPEC). */
  contact: 'Admission',
  fellowship: 'RUPEE 37 PAISE FELLOWSHIP',
} as const;

export type FormType = (typeof FORM_TYPES)[keyof typeof FORM_TYPES];

/** In SPEC order. */
export const GUEST_BOOK_RATES = ['Excellent', 'Very Good', 'Good', 'Average', 'Poor'] as const;

/** In SPEC order. */
export const GUEST_BOOK_HOW_KNOW = [
  'Referred by a friend',
  'I am a student',
  'I am a parent',
  'I am an ex-student',
  'Through search engines',
] as const;

export interface GuestBookPayload {
  name: string;
  webAddress: string;
  email: string;
  profession: string;
  rate: string;
  howKnow: string;
  message: string;
}

export interface ContactPayload {
  name: string;
  address: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
}

/** PAN and Aadhaar are never stored in the browser. */
export interface FellowshipPayload {
  name: string;
  email: string;
  transactionNumber: string;
  location: string;
  panCardDetails: string;
  aadharCardDetails: string;
}

export interface FormPayloads {
  'Guest Book': GuestBookPayload;
  Admission: ContactPayload;
  'RUPEE 37 PAISE FELLOWSHIP': FellowshipPayload;
}
