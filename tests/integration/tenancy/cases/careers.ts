import type { IsolationCase } from '../isolation-cases.ts';

/** A career form valid in every way. */
const careerForm = { titleEn: 'Intruder career', qualifications: [0], employmentType: 'full_time', location: 'other' };

/** Careers and the recruitment list in the back office, careers and applying on the website. */
export const careerCases: Record<string, IsolationCase> = {
  'careers.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'careers.get': { reach: (a) => ({ id: a.careers.careerId }) },
  'careers.create': { none: 'a career names no record; B creates its own', input: () => careerForm },
  'careers.update': { reach: (a) => ({ id: a.careers.careerId, item: careerForm }) },
  'careers.quickEdit': { reach: (a) => ({ id: a.careers.careerId, title: 'Taken over' }) },
  'careers.setVisibility': { reach: (a) => ({ ids: [a.careers.hiddenCareerId], visibility: 'public' }) },
  'careers.delete': { reach: (a) => ({ ids: [a.careers.careerId] }) },

  'resumes.list': { list: (a) => ({ careerId: a.careers.careerId, search: a.marker.toLowerCase(), pageSize: 80 }) },
  'resumes.get': { reach: (a) => ({ id: a.careers.resumeId }) },
  'resumes.delete': { reach: (a) => ({ ids: [a.careers.resumeId] }) },

  'storefront.content.careers.list': { list: () => ({ pageSize: 100 }) },
  'storefront.content.careers.get': { reach: (a) => ({ slug: a.careers.careerSlug }) },
  // A's career with A's unused file: B's website reaches neither.
  'storefront.careers.applyFor': { reach: (a) => ({ careerId: a.careers.careerId, attachmentId: a.careers.freeAttachmentId, name: 'Intruder', email: 'intruder@beta.test', mobile: '0100000000' }) },
};
