import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Box, Text } from 'ink';
import { useState } from 'react';
import { useKeys } from './use-keys.ts';
import { useTheme } from './screen-context.tsx';

const SHOWN = 8;

/** The entries of typed's folder that start with its last part (folders end in /); none when the folder cannot be read. */
export function completions(typed: string, cwd = process.cwd()): string[] {
  const slash = typed.lastIndexOf('/');
  const dir = slash < 0 ? '' : typed.slice(0, slash + 1);
  const prefix = typed.slice(slash + 1);
  try {
    return readdirSync(path.resolve(cwd, dir || '.'), { withFileTypes: true })
      .filter((e) => e.name.startsWith(prefix) && (prefix.startsWith('.') || !e.name.startsWith('.')))
      .map((e) => `${dir}${e.name}${e.isDirectory() ? '/' : ''}`)
      .sort();
  } catch {
    return [];
  }
}

function commonPrefix(words: string[]): string {
  let prefix = words[0] ?? '';
  for (const word of words) while (!word.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

/**
 * Asks for a file to read: typing edits the path, Tab completes it from the folder (as a shell
 * does: the whole name when one matches, the part all share otherwise, listing them), Enter takes it.
 */
export function FilePrompt({ label, onSubmit }: { label: string; onSubmit(file: string): void }) {
  const theme = useTheme();
  const [typed, setTyped] = useState('');
  const [offered, setOffered] = useState<string[]>([]);
  useKeys((input, key) => {
    if (key.tab) {
      const found = completions(typed);
      if (found.length > 0) setTyped(found.length === 1 ? found[0]! : commonPrefix(found));
      setOffered(found.length > 1 ? found : []);
    } else if (key.return) {
      if (typed.trim()) onSubmit(path.resolve(typed.trim()));
    } else if (key.backspace || key.delete) setTyped((t) => t.slice(0, -1));
    else if (input && !key.ctrl && !key.meta && !key.escape) setTyped((t) => t + input);
  });
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>{label}: </Text>
        {typed}
        <Text inverse> </Text>
      </Text>
      {offered.slice(0, SHOWN).map((name) => (
        <Text key={name} dimColor={theme.dim}>
          {'  '}
          {name}
        </Text>
      ))}
      {offered.length > SHOWN && <Text dimColor={theme.dim}> … and {offered.length - SHOWN} more</Text>}
    </Box>
  );
}
