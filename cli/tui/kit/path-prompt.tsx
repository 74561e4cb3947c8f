import { TextPrompt } from './text-prompt.tsx';

/** Asks where to save a file, the suggestion already typed; Enter saves there. */
export function PathPrompt({ label, suggestion, onSubmit }: { label: string; suggestion: string; onSubmit(path: string): void }) {
  return <TextPrompt label={label} value={suggestion} onSubmit={(path) => onSubmit(path || suggestion)} />;
}
