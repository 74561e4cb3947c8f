/** Where the e-mail marketing screens are (routes.json, under /tools); an edit page's {id} is a campaign's id, or 'new' to add one. */
export const EMAIL_MARKETING_PATHS = {
  list: '/tools/email-marketing',
  edit: (id: string) => `/tools/email-marketing/edit/${id}`,
};

export const NEW_ID = 'new';
