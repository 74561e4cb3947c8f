// The choices of file jobs, apart from their schemas: the command line offers them before it
// loads zod, which it needs only when a command runs.
export const IMPORT_MODES = ['create', 'update', 'upsert'] as const;
export const FILE_FORMATS = ['csv', 'xlsx'] as const;

export type TImportMode = (typeof IMPORT_MODES)[number];
export type TFileFormat = (typeof FILE_FORMATS)[number];
