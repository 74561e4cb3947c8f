/** Limits of the company profile the spec does not give (business-areas.md section 5: "value not shown"). */
export const PROFILE_LIMITS = {
  /** Company tags a merchant may keep ("Maximum of company tag is {maxCompanyTag}"). */
  maxCompanyTags: 20,
  tagNameMaxChars: 50,
  branchNameMaxChars: 200,
  branchDetailMaxChars: 2_000,
  branchAddressMaxChars: 500,
  phoneMaxChars: 30,
  introMaxChars: 5_000,
  /** Lines of a contact list (WhatsApp contacts, marketplace or social URLs). */
  contactLines: 20,
  urlMaxChars: 500,
  emailMaxChars: 200,
  classifiedTitleMaxChars: 150,
  classifiedDescriptionMaxChars: 3_000,
  classifiedKeywords: 10,
  classifiedKeywordMaxChars: 40,
  /** Opening ranges on one weekday. */
  rangesPerDay: 6,
  /** Closed calendar days kept for a set of hours. */
  closedDays: 366,
  closedDayNoteMaxChars: 100,
  /** The header picture is resized to this width (business-areas.md section 9). */
  headerPictureWidth: 1050,
} as const;
