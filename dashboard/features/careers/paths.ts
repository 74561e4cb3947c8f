/** Where the career screens are (routes.json). */
export const CAREER_PATHS = {
  list: '/manage/careers',
  add: '/manage/careers/add',
  edit: (id: string) => `/manage/careers/edit/${id}`,
};

/** The recruitment list, of one career when given (its `position` filter in the URL). */
export const RECRUITMENT_PATH = '/manage/careers/recruitment-list';
export const recruitmentOf = (careerId: string) => `${RECRUITMENT_PATH}?position=${encodeURIComponent(careerId)}`;
