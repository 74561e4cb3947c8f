import { Box, Text } from 'ink';
import type { ImportFormat } from '../../../core/jobs/job-kind.ts';
import { matchHeaders, type HeaderMapping } from '../../imports/import-formats.ts';
import { DataTable } from '../kit/data-table.tsx';
import { useScreenEnv } from '../kit/screen-context.tsx';
import { useKeys } from '../kit/use-keys.ts';

interface Props {
  format: ImportFormat;
  headers: string[];
  mapping: HeaderMapping;
  cursor: number;
  onCursor(at: number): void;
  /** Enter on a header: choose the column it is read as. */
  onMap(header: string): void;
  onSave(): void;
  onDryRun(): void;
}

/** The file's headers against the format: the column each is read as, the unknown ones and the required columns missing. */
export function ImportHeaders({ format, headers, mapping, cursor, onCursor, onMap, onSave, onDryRun }: Props) {
  const env = useScreenEnv();
  const { matches, missing } = matchHeaders(format, headers, mapping);
  useKeys((input, key) => {
    if (key.upArrow) onCursor(Math.max(0, cursor - 1));
    else if (key.downArrow) onCursor(Math.min(matches.length - 1, cursor + 1));
    else if (key.return && matches[cursor]) onMap(matches[cursor].header);
    else if (input === 's') onSave();
    else if (input === 'd') onDryRun();
  });
  const unknown = matches.filter((m) => m.column === null).length;
  return (
    <Box flexDirection="column">
      <DataTable
        columns={[
          { title: 'File header', text: (m) => m.header },
          { title: 'Read as', text: (m) => (m.column ? format.columns[m.column]! : 'unknown: map it') },
          { title: '', text: (m) => (m.mapped ? 'mapped' : '') },
        ]}
        rows={matches}
        cursor={cursor}
        empty="The file has no header row."
      />
      {missing.length > 0 && <Text color={env.theme.warn}>Missing required columns: {missing.map((key) => format.columns[key]).join(', ')}</Text>}
      {unknown === 0 && missing.length === 0 ? (
        <Text color={env.theme.good}>Every header matches the format: d runs the dry run.</Text>
      ) : (
        <Text dimColor={env.theme.dim}>Enter on a header maps it to a column of the format.</Text>
      )}
    </Box>
  );
}
