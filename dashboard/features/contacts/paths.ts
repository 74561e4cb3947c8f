/** Where the contact list's screens are (routes.json, under /tools); an edit page's {id} is a contact's id, or 'new' to add one. */
export const CONTACT_PATHS = {
  list: '/tools/contact-list',
  edit: (id: string) => `/tools/contact-list/edit/${id}`,
};

export const NEW_ID = 'new';
