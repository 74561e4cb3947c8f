export const AI_SUGGESTION_PATHS = { list: '/ai-suggestion', detail: (id: string) => `/ai-suggestion/${id}` } as const;
