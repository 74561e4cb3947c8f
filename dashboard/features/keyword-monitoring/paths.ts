/** Where the keyword tools are (routes.json, under /tools): campaigns are added, edited and checked in dialogs of the list. */
export const KEYWORD_TOOL_PATHS = {
  monitoring: '/tools/keyword-monitoring',
  planner: '/tools/keyword-planner',
};
