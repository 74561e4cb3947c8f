/** A key and what it does, as the bottom line of a screen and `merchant help <screen>` show it. */
export interface KeyHelp {
  keys: string;
  does: string;
}

/** The keys every screen shares. */
export const COMMON_KEYS_TEXT: KeyHelp[] = [
  { keys: 'Esc', does: 'back' },
  { keys: 'Ctrl-C', does: 'quit without writing' },
];

// The keys of each screen: drawn on its key bar and printed by `merchant help <screen>`.
export const HOME_KEYS: KeyHelp[] = [
  { keys: '↑/↓', does: 'move' },
  { keys: 'Enter', does: 'open' },
  { keys: 'type', does: 'filter the menu' },
];

export const JOBS_KEYS: KeyHelp[] = [
  { keys: '↑/↓', does: 'move' },
  { keys: 'Enter', does: 'follow the job' },
  { keys: 'c', does: 'cancel it' },
];

export const JOB_KEYS: KeyHelp[] = [
  { keys: 'c', does: 'cancel the job' },
  { keys: 'e', does: 'save the rejected rows' },
  { keys: 'r', does: 'save the result' },
];

/** The job screen's keys that apply to this job now. */
export const jobKeys = (job: { canCancel: boolean; hasErrorFile: boolean; hasResult: boolean }): KeyHelp[] =>
  JOB_KEYS.filter((k) => (k.keys === 'c' ? job.canCancel : k.keys === 'e' ? job.hasErrorFile : job.hasResult));

export const ORDERS_KEYS: KeyHelp[] = [
  { keys: '↑/↓', does: 'move' },
  { keys: '←/→', does: 'tab' },
  { keys: '/', does: 'search' },
  { keys: 'd', does: 'date' },
  { keys: 'n/p', does: 'next/previous page' },
  { keys: 'space', does: 'choose' },
  { keys: 'a', does: 'choose the page' },
  { keys: 'm', does: 'mass action' },
  { keys: 'Enter', does: 'open the order' },
];

export const MEMBERS_KEYS: KeyHelp[] = [
  { keys: '↑/↓', does: 'move' },
  { keys: '←/→', does: 'member type' },
  { keys: '/', does: 'search' },
  { keys: 'n/p', does: 'next/previous page' },
  { keys: 'Enter', does: 'open' },
  { keys: 'x', does: 'export every member' },
];

export const VOUCHERS_KEYS: KeyHelp[] = [
  { keys: '↑/↓', does: 'move' },
  { keys: 'type', does: 'filter' },
  { keys: 'Enter', does: 'choose' },
  { keys: 'y', does: 'run the assignment' },
  { keys: 'x', does: 'export the codes (after a run)' },
];

export const IMPORT_KEYS: KeyHelp[] = [
  { keys: 'type', does: 'filter the imports / type the path' },
  { keys: 'Tab', does: 'complete the path' },
  { keys: '↑/↓', does: 'move' },
  { keys: 'Enter', does: 'choose; on a header: map it to a column' },
  { keys: 's', does: 'save the mapping (for --mapping)' },
  { keys: 'd', does: 'dry run' },
  { keys: 'n/p', does: 'next/previous page of rejected rows' },
  { keys: 'c', does: 'commit' },
];

/** The import wizard's keys that apply at a step. */
export const importKeys = (step: 'kind' | 'file' | 'headers' | 'rejected' | 'other'): KeyHelp[] => {
  const at: Record<typeof step, string[]> = {
    kind: ['type', '↑/↓', 'Enter'],
    file: ['type', 'Tab', 'Enter'],
    headers: ['↑/↓', 'Enter', 's', 'd'],
    rejected: ['n/p', 'c'],
    other: [],
  };
  return IMPORT_KEYS.filter((k) => at[step].includes(k.keys));
};

/** Each screen as `merchant help <screen>` describes it: how to reach it, and its keys. */
export const SCREEN_HELP: Record<string, { reach: string; keys: KeyHelp[] }> = {
  home: { reach: '`merchant` with no command, on a terminal', keys: HOME_KEYS },
  jobs: { reach: 'Jobs on the home screen', keys: JOBS_KEYS },
  job: { reach: 'Enter on a job of the jobs screen', keys: JOB_KEYS },
  orders: { reach: 'Orders on the home screen', keys: ORDERS_KEYS },
  order: { reach: 'Enter on an order of the orders screen', keys: [] },
  members: { reach: 'Members on the home screen', keys: MEMBERS_KEYS },
  member: { reach: 'Enter on a member of the members screen', keys: [] },
  vouchers: { reach: 'Voucher runs on the home screen', keys: VOUCHERS_KEYS },
  import: { reach: 'Import a file on the home screen, `merchant import [kind]`, or an import command with no file, on a terminal', keys: IMPORT_KEYS },
};
