/**
 * The console's English words. The German dictionary (de.ts) must have the same shape: the type is
 * taken from this object, so a missing or misspelt key fails the type check, not the owner.
 */
export const en = {
  common: {
    product: 'Wegweiser',
    console: 'Console',
    loading: 'Loading…',
    retry: 'Try again',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved.',
    cancel: 'Cancel',
    close: 'Close',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy: select the text and copy it by hand.',
    download: 'Download',
    delete: 'Delete',
    never: 'never',
    you: 'you',
    viewSite: 'View the website',
  },
  errors: {
    required: 'This field is required.',
    invalidEmail: 'Please enter a valid email address.',
    tooLong: 'This is too long.',
    tooLongAtMost: (maximum: number) =>
      `This is too long: at most ${maximum.toLocaleString('en-GB')} characters.`,
    passwordTooShort: 'The password needs at least 12 characters.',
    invalidCode: 'Enter the 6 digits from your app or a recovery code such as abcde-12345.',
    invalidCharacters: 'This contains characters that are not allowed.',
    invalidValue: 'This value is not valid.',
    markdownTooDeep:
      'This text is nested too deeply: at most {maximum} quotes (>) and lists inside each other, line {line} has {found}.',
    markdownTooManyLines: 'This text has too many lines: at most {maximum}, it has {found}.',
    markdownTooManyMarks:
      'This text has too many formatting marks (* _ ~ ` [ ] |): at most {maximum}, it has {found}.',
    numberTooSmall: 'This number is too small.',
    numberTooBig: 'This number is too large.',
    invalidNumber: 'Please enter a whole number.',
    network: 'The server cannot be reached. Check your connection and try again.',
    timeout: 'The server took too long to answer. Please try again.',
    server: 'Something went wrong on the server. Please try again in a moment.',
    notAllowed: 'You are not allowed to do this.',
    sessionExpired: 'Your session has ended. Sign in again, then save once more: nothing you typed is lost.',
  },
  theme: { label: 'Theme', system: 'Like the system', light: 'Light', dark: 'Dark' },
  language: { label: 'Language', de: 'Deutsch', en: 'English' },
  password: {
    show: 'Show password',
    hide: 'Hide password',
    rulesTitle: 'A good password',
    ruleLength: (min: number, max: number) => `${min} to ${max} characters`,
    ruleCommon: 'not a commonly used password (checked when you save)',
    ruleTip: 'A sentence of several words is easy to remember and hard to guess.',
  },
  shell: {
    skipToContent: 'Skip to content',
    navigation: 'Console navigation',
    openNavigation: 'Open navigation',
    closeNavigation: 'Close navigation',
    home: 'Overview',
    profile: 'My profile',
    users: 'Users',
    audit: 'Audit log',
    groups: {
      mail: 'Mail & newsletter',
      media: 'Images',
      settings: 'Texts & settings',
      account: 'Account & team',
    },
    userMenu: (name: string) => `Account menu of ${name}`,
    signedInAs: 'Signed in as',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
  },
  roles: { owner: 'Owner', editor: 'Editor' },
  pagination: {
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: 'Previous page',
    next: 'Next page',
  },
  unsaved: {
    title: 'Leave without saving?',
    body: 'You have changes on this page that are not saved yet.',
    stay: 'Stay here',
    leave: 'Leave and discard',
  },
  notFound: {
    title: 'Page not found',
    body: 'This console page does not exist.',
    home: 'Go to the overview',
  },
  forbidden: { title: 'Not available to you', body: 'Only the owner of the website can open this page.' },
};

export type Dictionary = typeof en;
