/**
 * Site configuration: what a maintainer edits to rebrand the site or change contact details.
 * Imported by browser code: keep it small. Everything here is public and ends up in the HTML.
 */

export interface SocialLink {
  /** Network name, used as the link's accessible name ("Facebook"). */
  name: 'Facebook' | 'Instagram' | 'YouTube' | 'X' | 'LinkedIn';
  url: string;
}

export const SITE = {
  name: 'Pilar Outreach Foundation',
  /** Short name or acronym, used where space is tight (phone header). */
  shortName: 'PORF',
  /** One sentence, the default meta description. */
  tagline:
    'Outreach, skill development, healthcare and education for underprivileged women and youth in northern India.',
  /** Site code the content API knows this site by (SPEC: PORF). `SITE_CODE` overrides it. */
  siteCode: 'PORF',
  /** Date the foundation was registered, ISO yyyy-mm-dd. */
  registeredOn: '2016-06-07',
  // Placeholder contact details: replace with the foundation's real ones.
  /** Public contact e-mail: volunteers send CVs here, the subscribe box writes here. */
  email: 'info@porf.example.org',
  phone: '+91 11 4567 8900',
  website: 'https://porf.example.org',
  address: ['Pilar House, 14 Mission Road', 'Sector 8, Dwarka', 'New Delhi 110077, India'],
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/porf.example' },
    { name: 'Instagram', url: 'https://www.instagram.com/porf.example' },
    { name: 'YouTube', url: 'https://www.youtube.com/@porf.example' },
    { name: 'X', url: 'https://x.com/porf_example' },
  ] satisfies SocialLink[],
  /** Bank transfer details for the Donate page (no online payment is offered). */
  bank: {
    bankName: 'State Bank of India',
    accountName: 'Pilar Outreach Foundation',
    accountNumber: '00000012345678901',
    ifsc: 'SBIN0001234',
    branch: 'Dwarka Sector 8, New Delhi',
  },
  // SAMPLE UPI ID: "examplebank" is no real bank handle, so no payment can reach a stranger.
  // Replace all three with the foundation's own before the site goes live.
  /** For /Donate's QR code and app link (`upiPayUrl` of src/features/trust/upi.ts). */
  upi: {
    /** The foundation's UPI ID (virtual payment address), `name@handle`. */
    id: 'pilaroutreach@examplebank',
    payeeName: 'Pilar Outreach Foundation',
    /** Attached to the payment (`tn`), shown in both parties' statements. */
    note: 'Donation',
  },
  // SAMPLE grievance officer: replace with the person the foundation names.
  /** Who answers requests under the Digital Personal Data Protection Act, 2023. */
  grievanceOfficer: {
    name: 'Sr. Anita Fernandes',
    email: 'privacy@porf.example.org',
  },
  /** External form for the creative competition ('Click Here to Join the Competition'). */
  competitionFormUrl: 'https://forms.example.org/porf-creative-competition',
  map: {
    /** Human description of the place, used as the map's title and link text. */
    label: 'Pilar House, Dwarka, New Delhi',
    latitude: 28.5733,
    longitude: 77.0653,
  },
};

export type SiteConfig = typeof SITE;

/** Hindi names and address, apart from SITE so that browser code never carries them. */
export const SITE_HI = {
  name: 'पिलर आउटरीच फ़ाउंडेशन',
  tagline: 'उत्तर भारत की वंचित महिलाओं और युवाओं के लिए शिक्षा, कौशल विकास, स्वास्थ्य सेवा और आउटरीच।',
  address: ['पिलर हाउस, 14 मिशन रोड', 'सेक्टर 8, द्वारका', 'नई दिल्ली 110077, भारत'],
  grievanceOfficerName: 'सिस्टर अनीता फ़र्नांडिस',
  mapLabel: 'पिलर हाउस, द्वारका, नई दिल्ली',
};

/** The foundation's name, address, grievance officer and map place as pages of `lang` write them. */
export function siteIn(lang: 'en' | 'hi') {
  const hindi = lang === 'hi' ? SITE_HI : undefined;
  return {
    name: hindi?.name ?? SITE.name,
    address: hindi?.address ?? SITE.address,
    grievanceOfficer: {
      name: hindi?.grievanceOfficerName ?? SITE.grievanceOfficer.name,
      email: SITE.grievanceOfficer.email,
    },
    mapLabel: hindi?.mapLabel ?? SITE.map.label,
  };
}
