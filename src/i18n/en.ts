/**
 * Every English string of the page frame and the islands; its shape is the `Dictionary` type, so
 * ./hi.ts must have the same keys. `{name}` marks a placeholder filled by `fill()`.
 * Build time only: islands receive the part they need as a prop.
 */
import { SITE } from '~/config/site';
import { CLASS_TIME, MONTHS, VOLUNTEER_REPLY } from '~/lib/constants';
import { FEEDS, MENU_GROUPS, ROUTES, type RoutePath } from '~/lib/routes';
import { GOVERNING_BODY_ROLES, STATES, WEEKDAYS } from '~/lib/content/schemas';
import { GUEST_BOOK_HOW_KNOW, GUEST_BOOK_RATES } from '~/schemas/forms';

/** A route's words: the h1 and breadcrumb title, the menu label and the meta description. */
export interface RouteText {
  title: string;
  label?: string | undefined;
  description: string;
}

/** English words that are the keys themselves (`Delhi: 'Delhi'`), for the other languages' keys. */
const named = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key): [K, string] => [key, key])) as Record<K, string>;

const routeTexts = Object.fromEntries(
  ROUTES.map((route) => [
    route.path,
    {
      title: route.title,
      label: 'label' in route ? route.label : undefined,
      description: route.description,
    },
  ]),
) as Record<RoutePath, RouteText>;

/** Words written into the pages themselves (beyond their content files). */
export const pageWords = {
  sswClasses: 'Classes {from} to {to}',
  sswWhoCanJoin: 'who can join',
  sswYears: { one: '{count} year', many: '{count} years' },
  sswTerm: 'term of the office bearers',
  /** A figure and its words: the page shows the number apart, before the words. */
  pilarTownsBoys: {
    one: '{count} town with a home for boys',
    many: '{count} towns with a home for boys',
  },
  pilarTownsGirls: {
    one: '{count} town with a home for girls',
    many: '{count} towns with a home for girls',
  },
  pilarPhotos: 'Photos of the Pilar Houses',
  ourHomes: 'Our homes',
  forBoys: 'For boys',
  forGirls: 'For girls',
  since: 'since {year}',
  eventReports: 'Event reports',
  /** Above a report or post shown in English on a page of another language. */
  reportNotTranslated: 'This report has not been translated yet, so it is shown in English.',
  postNotTranslated: 'This post has not been translated yet, so it is shown in English.',
  photosOf: 'Photos: {title}',
  byAuthor: 'by {author}',
  thisMonth: 'This month: {title}',
  theme: 'Theme:',
  joinCompetition: 'Click Here to Join the Competition',
  results: 'Results: {period}',
  category: 'Category {category}',
  ages: '(ages {ages})',
  winningPaintings: 'Winning paintings, category {category}',
  paintingCaption: '{place} place: "{work}" by {name}',
  /** A winner's place, the first ten in words (`sayPlace`). */
  places: '1st,2nd,3rd,4th,5th,6th,7th,8th,9th,10th',
  nth: '{n}th',
  howToTakePart: 'How to take part',
  ruleSend:
    'Send your entry by e-mail to {email}: a clear photograph or scan of your painting, or your essay in the body of the e-mail.',
  ruleOneEach: 'Send one e-mail for each entry, with your name, class, school and age group.',
  ruleGroups: {
    one: 'Entries are judged in {count} age group: {groups}.',
    many: 'Entries are judged in {count} age groups: {groups}.',
  },
  ruleGroup: 'group {group} (classes {classes})',
  ruleFeatured: {
    one: 'The best entry in each group is featured on this page and in our newsletter.',
    many: 'The top {count} entries in each group are featured on this page and in our newsletter.',
  },
  ruleResults: 'Results are announced at the end of every month.',
  ruleEssay: {
    one: 'Essays should be about {words} word long, on one of the topics below.',
    many: 'Essays should be about {words} words long, on one of the topics below.',
  },
  topics: 'Topics',
  noscriptForm: 'This form needs JavaScript to send. You can also write to us at {email}.',
  guestBookLead: 'Visitors, volunteers, parents and friends: leave us a few words.',
  guestBookIntro:
    'Tell us who you are, how you know the foundation and what you think of our work. Every message is read by the team; we do not publish your e-mail address.',
  writeToUs: 'Write to us',
  becomeFellow: 'Become a fellow',
  fellowIntro:
    'Sent your fellowship? Fill in this form so that we can thank you and send your receipt.',
  headOffice: 'Head office',
  teamCaption: 'Staff of the foundation',
  bodyCaption: 'Members of the governing body',
  name: 'Name',
  designation: 'Designation',
  roles: named(GOVERNING_BODY_ROLES) as Record<string, string>,
  registered: 'registered',
  statesFact: 'states of northern India',
  learningCentres: 'evening learning centres',
  skillCentres: 'skill-development centres',
  pilarHouses: 'Pilar Houses',
  address: 'Address',
  phone: 'Phone',
  email: 'E-mail',
  website: 'Website',
  sumLabel: 'How the fellowship adds up',
  /** An amount: `sayAmount` joins the two, leaving out no rupees or no paise. */
  rupees: { one: '{rupees} rupee', many: '{rupees} rupees' },
  paise: { one: '{paise} paisa', many: '{paise} paise' },
  aDay: 'a day',
  times: 'times',
  days: { one: '{days} day', many: '{days} days' },
  inAYear: 'in a year',
  equals: 'equals',
  aboutRupees: { one: 'about {rupees} rupee', many: 'about {rupees} rupees' },
  aYear: 'a year',
  bankDetailsLink: 'Bank details on the Donate page',
  howToApply: 'How to apply',
  /** `{email}` is the foundation's address, as a link. */
  sendCv: 'Send your CV by e-mail to {email}.',
  replyPromise: `We will reply ${VOLUNTEER_REPLY}.`,
  emailCv: 'E-mail your CV',
  cvSubject: 'Volunteering: my CV',
  noTime: 'Cannot give time?',
  noTimeText: 'Support the work with a donation by bank transfer.',
  questionFirst: 'Have a question first?',
  questionFirstText: 'Reach us by phone, e-mail or the contact form.',
};

/** A carousel's button names, from what one slide shows. */
const carousel = (slide: string) => ({
  previous: `Previous ${slide}`,
  next: `Next ${slide}`,
  pause: `Pause ${slide} slides`,
  play: `Play ${slide} slides`,
  slideOf: '{n} of {count}',
});

/**
 * A listing's messages from its item's name for one and for more. Each language builds them its
 * own way, so that every message agrees with the kind and the number.
 */
function listingKind(one: string, many: string, empty: string) {
  return {
    empty,
    /** The status line: `{scope}` is one of the scopes below (`in 2026`). */
    count: { one: `{count} ${one} {scope}`, many: `{count} ${many} {scope}` },
    countMatching: {
      one: `{count} ${one} {scope} matching “{search}”`,
      many: `{count} ${many} {scope} matching “{search}”`,
    },
    loading: `Loading ${many}…`,
    failed: `The ${many} {scope} could not be loaded. Please check your connection and try again.`,
    yearEmpty: `No ${many} {scope} yet. Stay tuned for more updates.`,
    noMatch: `No ${many} match these filters.`,
    filter: `Filter ${many}`,
    /** Under the cards when there are more: the form is chosen by `{shown}`. */
    shown: { one: 'Showing {shown} of {total}', many: 'Showing {shown} of {total}' },
    showMore: { one: `Show {count} more ${one}`, many: `Show {count} more ${many}` },
  };
}

export const en = {
  frame: {
    skipLink: 'Skip to main content',
    menu: 'Menu',
    mainNav: 'Main',
    home: 'Home',
    breadcrumb: 'Breadcrumb',
    search: 'Search',
    searchSite: 'Site',
    searchLabel: 'Search news, events, albums and pages',
    /** Accessible name of the switch link, in the other language. */
    switchName: 'यह पृष्ठ हिन्दी में पढ़ें',
    /** Said by the switch when the page has no version in the other language. */
    switchMissing: 'इस पृष्ठ का हिन्दी संस्करण अभी नहीं है: हिन्दी मुखपृष्ठ पर जाएँ',
    /** A link to a page that exists in English only (from a Hindi page). */
    inEnglish: '(in English)',
    opensInNewTab: '(opens in a new tab)',
    readMore: 'Read more',
    keyFigures: 'Key figures',
    atAGlance: 'At a glance',
    serialNo: 'S.No',
    /** Heading of a page's photos (unless its content file names them). */
    photoGallery: 'Photo gallery',
    /** Beside CMS text on a page whose language is not the CMS's: why it is in English. */
    cmsNote: 'The titles and descriptions here are in English, as our team publishes them.',
    /** Above a page's text shown in English on a page of another language. */
    pageNotTranslated: 'The text of this page is not translated yet, so it is shown in English.',
  },
  months: [...MONTHS] as string[],
  site: {
    name: SITE.name,
    tagline: SITE.tagline,
  },
  menuGroups: named(MENU_GROUPS),
  routes: routeTexts,
  /** The states the foundation works in (content files keep the English names). */
  states: named(STATES),
  footer: {
    followUs: 'Follow us',
    follow: 'Follow',
    quickLinks: 'Quick links',
    contact: 'Contact',
    email: 'E-mail',
    phone: 'Phone',
    subscribe: 'Subscribe to our news',
    subscribePlaceholder: 'Enter Your Mail ID',
    subscribeButton: 'Subscribe',
    subscribeHelp:
      'Opens your e-mail app with a request to join our mailing list; nothing is sent until you press send there.',
    findUs: 'Find us',
    /** The copyright line: `{name}` is the foundation's name in this language. */
    copyright: '© {year} {name}. All rights reserved.',
    policies: 'Transparency and policies',
    feeds: {
      news: FEEDS.news.title as string,
      events: FEEDS.events.title as string,
      calendar: FEEDS.calendar.title as string,
    },
  },
  map: {
    show: 'Show map',
    open: 'Open in OpenStreetMap',
    frameTitle: 'Map: {place}',
  },
  copy: {
    copy: 'Copy',
    copied: 'Copied',
    unavailable:
      'Your browser cannot copy from this page. The text is selected: copy it with your device.',
    failed: 'Could not copy. The text is selected: copy it with your device.',
  },
  /** /Donate, /Transparency, /Privacy. */
  trust: {
    /** An amount of rupees in a sentence or the chart: `{amount}` is `1,78,94,460`. */
    rupees: 'Rs. {amount}',
    /** Ends a sentence the page puts together (`Accounts audited on 27 Aug 2026.`). */
    fullStop: '.',
    otherWaysToHelp: 'Other ways to help',
    bank: {
      bank: 'Bank',
      accountName: 'Account name',
      accountNumber: 'Account number',
      ifsc: 'IFSC',
      branch: 'Branch',
      /** What the Copy buttons copy, for their accessible names. */
      copyAccountNumber: 'account number',
      copyIfsc: 'IFSC',
      /** Under the details on a page of another language: why they are in English. */
      asTheBankWrites:
        'These details are written as the bank writes them, in English: enter them exactly so.',
    },
  },
  /** The three centre pages' tables and figures. */
  centres: {
    /** SPEC's CLASS_TIME, as said in this language. */
    classTime: CLASS_TIME as string,
    classesEveryEvening: 'classes every evening',
    state: 'State',
    outreach: {
      /** After the number of centres; chosen by the number of states. */
      fact: {
        one: 'learning centres in {states} state',
        many: 'learning centres in {states} states',
      },
      gallery: 'Photos of the outreach centres',
      heading: 'Our learning centres',
      caption: {
        one: '{count} learning centre by state, district and sponsoring code',
        many: '{count} learning centres by state, district and sponsoring code',
      },
      district: 'District',
      place: 'Place',
      sponsorCode: 'Sponsoring code',
      teachers: 'Teachers',
      since: 'Since',
    },
    skills: {
      fact: { one: 'centres in {states} state', many: 'centres in {states} states' },
      gallery: 'Photos of the skill-development centres',
      heading: 'Our centres',
      caption:
        'Skill-development centres by state and town, with the year they opened and their sponsor',
      town: 'Town',
      programme: 'Programme',
      year: 'Year',
      sponsor: 'Sponsoring body',
      programmesHeading: 'Programmes in focus',
      /** Before the days of a programme, for screen readers (after a visible dot). */
      classesOn: ', classes on',
      inFigures: '{title} in figures',
      /** Before the last of the days: `Mon, Wed and Fri`. */
      and: 'and',
      weekdays: named(WEEKDAYS),
    },
    healthcare: {
      gallery: 'Photos of the healthcare centres',
      heading: 'Our healthcare services',
      since: 'since {year}',
      staff: 'Staff',
    },
  },
  home: {
    latest: 'Latest',
    heroLabel: 'Pictures of our work',
    aboutTitle: 'About {name}',
    aboutNgo: 'About the NGO',
    visionMission: 'Vision, mission and goal',
    volunteerTitle: 'Volunteer with us',
    volunteerIntro: {
      one: 'We work in {count} state of northern India. Teach at an evening centre, help at a health camp or share a skill: wherever you are, there is a way to help.',
      many: 'We work in {count} states of northern India. Teach at an evening centre, help at a health camp or share a skill: wherever you are, there is a way to help.',
    },
    becomeVolunteer: 'Become a volunteer',
    competitionIntro:
      'Our painting competition for children and young people. This month: {theme}.',
    competitionRules: 'Read the rules',
    /** Punctuation after the rules link. */
    competitionRulesEnd: '.',
    competitionJoin: 'Click Here to Join the Competition',
    newsTitle: 'News and events',
    viewAllNews: 'View all news',
    newsEmpty: 'News and events will appear here soon.',
    achievementsTitle: 'Achievements',
    viewAllAchievements: 'View all achievements',
    achievementsEmpty: 'Our awards and recognitions will be shown here soon.',
    projectsTitle: 'Our projects',
    projectsIntro: 'Learning, skills and health care where families live.',
    sponsorsTitle: 'Our sponsors',
    sponsorsIntro: 'Schools, trusts, businesses and friends who make the work possible.',
    galleryTitle: 'Photo gallery',
    viewAllAlbums: 'View all albums',
    galleryEmpty: 'Photo albums will appear here soon.',
    testimonialsTitle: 'What people say',
    /** Above the testimonials on a page whose language is not the CMS's. */
    testimonialsNote: 'These words are in English, as people wrote them to us.',
    founding:
      '{name} was registered on {date} to stand beside underprivileged women and young people in northern India. The words of the people we work with will appear here soon.',
  },
  carousels: {
    hero: carousel('picture'),
    news: carousel('news'),
    achievements: carousel('achievement'),
    projects: carousel('project'),
    sponsors: carousel('sponsor'),
    gallery: carousel('album'),
    testimonials: carousel('testimonial'),
    notifications: carousel('notification'),
  },
  slides: {
    news: 'News',
    event: 'Event',
    awardAlt: 'An award of the foundation',
    photos: { one: '{count} photo', many: '{count} photos' },
  },
  lightbox: {
    close: 'Close (Esc)',
    zoom: 'Zoom in or out (Z)',
    previous: 'Previous picture',
    next: 'Next picture',
    error: 'Sorry, this picture could not be loaded.',
    viewer: 'Photo viewer',
  },
  search: {
    formName: 'Search page',
    label: 'Search news, events, highlights, albums, publications and pages',
    button: 'Search',
    show: 'Show',
    everything: 'Everything',
    more: 'More results',
    noscript: 'Searching needs JavaScript. You can still browse every item by year on these pages:',
    note: 'The search covers everything published until the site was last rebuilt (every night). The very latest news and events appear on their pages first.',
    script: {
      searching: 'Searching…',
      failed: 'The search could not be loaded. Please check your connection and try again.',
      fileNewTab: ' (file, opens in a new tab)',
      one: '{count} result for “{query}”{among}.',
      many: '{count} results for “{query}”{among}.',
      none: 'No results for “{query}”{among}. Try fewer or other words{orAll}.',
      /** `{among}` of the messages above when one type is chosen, written for each type. */
      among: {
        News: ' in news',
        Events: ' in events',
        Highlights: ' in highlights',
        Albums: ' in albums',
        Publications: ' in publications',
        Videos: ' in videos',
        Pages: ' in pages',
      },
      orAll: ', or all types',
      types: {
        News: 'News',
        Events: 'Events',
        Highlights: 'Highlights',
        Albums: 'Albums',
        Publications: 'Publications',
        Videos: 'Videos',
        Pages: 'Pages',
      },
      page: 'Page',
    },
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
    lead: 'Sorry, we could not find the page you asked for. It may have moved, or the address may have a typing mistake.',
    home: 'Go to the home page',
    sections: 'Or choose a section',
    more: 'More',
  },
  /** /Album/{id}, and albums newer than the build on /SubGallery. */
  album: {
    eventDate: 'Event date',
    photos: 'Photos',
    photosOf: 'Photos of {title}',
    onTheirWay: 'The photos of this album are on their way. Please look again soon.',
    goBack: 'Go Back',
    toGallery: 'to the Photo Gallery',
    largerView: '(open a larger view)',
    photoAlt: 'Photo {n} of {count}: {title}',
    /** The meta description of an album whose own description is too short, or in another language. */
    summary: {
      one: '{count} photo of {title}, {date}.',
      many: '{count} photos of {title}, {date}.',
    },
    /** The same for an album whose photos have not come yet (not "0 photos"). */
    summaryEmpty: '{title}, {date}: its photos are on their way.',
    /** What /SubGallery?id= says while it finds the album, or why it cannot. */
    looking: 'Looking for the album…',
    opening: 'Opening the album…',
    browseGallery: 'browse the Photo Gallery',
    noId: 'This link does not say which album to show. Please {gallery} and choose one.',
    notFoundTitle: 'Album not found.',
    notFound:
      'It may have been removed, or the link may be incomplete. Please {gallery} to find it.',
    failedTitle: 'The album could not be loaded.',
    failed: 'Please check your connection and try again, or {gallery}.',
    tryAgain: 'Try again',
    noscript:
      'This page finds the album in your link with JavaScript, which is switched off. Every album is also listed in the {gallery}.',
    galleryName: 'Photo Gallery',
  },
  collections: {
    followEvents: 'Follow our events:',
    publications: {
      Newsletter: {
        lead: 'News from our centres, a few times a year.',
        /** The card shown while there is none, and its note. */
        none: 'No newsletters yet',
        soon: 'They will appear here as soon as they are published. Stay tuned for more updates.',
      },
      AnnualReport: {
        lead: 'Our programmes, the people they reached and our audited accounts, year by year.',
        none: 'No annual reports yet',
        soon: 'They will appear here as soon as they are published. Stay tuned for more updates.',
      },
      Presscorner: {
        lead: 'What newspapers and magazines have written about our work.',
        none: 'No press articles yet',
        soon: 'They will appear here as soon as they are published. Stay tuned for more updates.',
      },
      Circular: {
        lead: 'Notices to our centres, students and families.',
        none: 'No circulars yet',
        soon: 'They will appear here as soon as they are published. Stay tuned for more updates.',
      },
    },
    viewReport: 'View Report',
    fileSoon: 'The file will be added soon.',
    /** Above the publications on a page whose language is not the CMS's. */
    filesNote: 'The titles and PDF files here are in English, as our team publishes them.',
    achievementsLead: 'Awards and recognition for the foundation, its centres and its students.',
    awardsEmpty: 'Our achievements will be shown here soon. Stay tuned for more updates.',
    awardsLabel: 'Award pictures',
    noscript: 'This page shows {shows}. Filtering by year, month or title needs JavaScript.',
    shows: {
      news: 'the latest news',
      events: "this year's events",
      highlights: 'the latest highlights',
      albums: "this year's albums",
      videos: 'the latest videos',
    },
    tabs: { label: 'News and events', news: 'News', events: 'Events' },
  },
  /** The filtered listings (island). */
  listing: {
    kinds: {
      news: listingKind('news item', 'news items', 'No news yet. Stay tuned for more updates.'),
      events: listingKind('event', 'events', 'No events yet. Stay tuned for more updates.'),
      highlights: listingKind(
        'highlight',
        'highlights',
        'No highlights yet. Stay tuned for the latest updates.',
      ),
      albums: listingKind('album', 'albums', 'No photo albums yet. Stay tuned for more updates.'),
      videos: listingKind('video', 'videos', 'No videos yet. Stay tuned for more updates.'),
    },
    /** With its preposition in English (`in 2026`); Hindi messages add में, की or के themselves. */
    inYear: 'in {year}',
    inMonthYear: 'in {month} {year}',
    inAllYears: 'in all years',
    inMonthAllYears: 'in {month}, all years',
    tryAgain: 'Try again',
    showAllYears: 'Show all years',
    clearFilters: 'Clear month and search',
    year: 'Year',
    allYears: 'All years',
    month: 'Month',
    allMonths: 'All months',
    search: 'Search titles',
    apply: 'Apply',
    readMore: 'Read more',
    newTab: '(opens in a new tab)',
    openAttachment: 'Open attachment',
    addToCalendar: 'Add to calendar',
    time: 'Time',
    venue: 'Venue',
    isNew: 'New',
    photos: { one: '{count} photo', many: '{count} photos' },
    viewMore: 'View More',
    video: '(video, opens in a new tab)',
  },
  latest: {
    notice: 'Notice',
    empty: 'Stay tuned for latest updates.',
    isNew: 'New',
    viewAll: 'View all highlights',
    pause: 'Pause the latest updates',
    play: 'Play the latest updates',
    opensInNewTab: '(opens in a new tab)',
  },
  popup: {
    title: 'Notifications',
    close: 'Close notifications',
    pictureAlt: 'Notice from the foundation',
    readMore: 'Read more',
    attachment: 'Open the attachment',
    opensInNewTab: '(opens in a new tab)',
  },
  visitors: {
    text: 'Visitors to this site:',
  },
  form: {
    /** Said with `writeInstead` under a form whose island stopped working in the browser. */
    stopped: 'This form stopped working in your browser, so it cannot send.',
    unconfigured:
      'Sending this form is not configured on this copy of the site, so nothing typed here can reach us.',
    writeInstead: 'Please write to us at {email} instead.',
    requiredNote: 'Fields marked {star} are required.',
    requiredNoteHidden: 'with an asterisk',
    honeypot: 'Leave this field empty',
    sending: 'Sending…',
    sendingStatus: 'Sending your form…',
    success: 'Your Form Submitted Successfully',
    thanks: 'Thank you for writing to us.',
    invalidOne: 'Your form was not sent: one field needs your attention.',
    invalidMany: 'Your form was not sent: {count} fields need your attention.',
    empty: 'Your form was not sent because it is empty. Please write something first.',
    failed: 'Your form was not sent.',
    keptValues: 'Everything you typed is still here, so you can try again.',
    retry: 'Try again',
    keepsFailing: 'If it keeps failing, please write to us at {email}.',
    mayHaveArrived: 'Your form may have arrived.',
    uncertain:
      'The server did not confirm it within {seconds} seconds, but it may still have received it. Everything you typed is still here.',
    checkFirst: 'To find out whether it arrived, write to us at {email} before sending it again.',
    confirmResend:
      'If the first one did arrive, we will get it twice. To send it again anyway, press “{button}”.',
    sendAgain: 'Send again',
    charactersLeft: '{left} of {max} characters left',
    privacy: 'How we use what you send (privacy notice)',
    chooseOne: 'Choose one',
    fillIn: 'Please fill in {label}.',
    failure: {
      offline: 'Your device seems to be offline.',
      unknown: 'Something went wrong while sending.',
      timeout: 'The server did not answer within {seconds} seconds.',
      network: 'The server could not be reached. Please check your internet connection.',
      server: 'The server had a problem (error {status}).',
      refused: 'The server refused the form (error {status}).',
      unexpected: 'The server gave an unexpected answer instead of a confirmation.',
    },
    checks: {
      email: 'Please enter an e-mail address like name@example.com, or leave it empty.',
      pan: 'A PAN has 10 characters: five letters, four digits and a letter, like ABCDE1234F.',
      aadhaarDigits: 'An Aadhaar number has 12 digits, like 2341 2341 2346.',
      aadhaarInvalid: 'This is not a valid Aadhaar number: please check the digits on your card.',
    },
  },
  pages: pageWords,
  guestBook: {
    title: 'Guest book',
    submit: 'Sign the guest book',
    name: 'Your name',
    webAddress: 'Your website',
    email: 'E-mail',
    profession: 'Profession',
    professionRequired: 'Please tell us your profession.',
    rate: 'How would you rate our work?',
    /** Shown for the values sent, which stay English. */
    rates: [...GUEST_BOOK_RATES] as string[],
    howKnow: 'How do you know us?',
    howKnowRequired: 'Please choose how you know us.',
    howKnowOptions: [...GUEST_BOOK_HOW_KNOW] as string[],
    message: 'Message',
  },
  contact: {
    title: 'Write to us',
    submit: 'Send message',
    name: 'Your name',
    email: 'E-mail',
    phone: 'Phone',
    subject: 'Subject',
    address: 'Postal address',
    message: 'Message',
  },
  fellowship: {
    title: 'Fellowship form',
    submit: 'Send fellowship details',
    noteHeading: 'Why we ask for your PAN and Aadhaar',
    noteText:
      'We need them only to issue the receipt for your fellowship that Indian tax rules require. They go straight to the foundation when you send this form and are never saved in your browser. Questions or second thoughts?',
    noteLink: 'Contact us',
    name: 'Your name',
    email: 'E-mail',
    transactionNumber: 'Transaction number',
    transactionHint: 'The reference (UTR) number of your bank transfer.',
    transactionRequired: 'Please enter the transaction number of your transfer.',
    location: 'Location',
    locationHint: 'Your town or city.',
    locationRequired: 'Please enter your town or city.',
    pan: 'PAN',
    panHint: '10 characters, like ABCDE1234F.',
    panRequired: 'Please enter your PAN.',
    aadhaar: 'Aadhaar number',
    aadhaarHint: '12 digits, as printed on your card.',
    aadhaarRequired: 'Please enter your Aadhaar number.',
  },
  /** A story's own page (news item, event, blog post, camp report), and /Story for newer ones. */
  story: {
    date: 'Date',
    place: 'Place',
    by: 'By',
    viewReport: 'View Report',
    more: 'More stories',
    newer: 'Newer',
    older: 'Older',
    backTo: 'Back to {list}',
    share: 'Share',
    whatsApp: 'WhatsApp',
    copy: 'Copy link',
    copied: 'Link copied',
    shareSheet: 'More ways to share',
    /** The meta description of a Hindi page whose text is English. */
    summary: '{list}, {date}.',
    looking: 'Looking for the story…',
    noId: 'This link does not say which story to show. Please {list} and choose one.',
    notFound: 'This story was not found. It may have been removed: please {list}.',
    failed:
      'The story could not be loaded: the news service is not answering. Please try again, or {list}.',
    browse: 'browse the news',
    noscript:
      'This page loads a story newer than the site with JavaScript, which is switched off. The others are all in the {news}.',
  },
};

export type Dictionary = typeof en;
