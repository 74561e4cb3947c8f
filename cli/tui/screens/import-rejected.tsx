import { Box, Text } from 'ink';
import { useState } from 'react';
import type { RejectedRow } from '../../jobs/rejected-rows.ts';
import { plural } from '../../ui/format.ts';
import { DataTable } from '../kit/data-table.tsx';
import { useScreenEnv } from '../kit/screen-context.tsx';
import { useKeys } from '../kit/use-keys.ts';

const PAGE = 10;

/** The dry run's rejected rows a page at a time: row, column, reason and the row's cells. */
export function ImportRejected({ rows }: { rows: RejectedRow[] }) {
  const env = useScreenEnv();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  useKeys((input) => {
    if (input === 'n') setPage((p) => Math.min(pages - 1, p + 1));
    else if (input === 'p') setPage((p) => Math.max(0, p - 1));
  });
  if (rows.length === 0) return <Text color={env.theme.good}>No row was rejected.</Text>;
  return (
    <Box flexDirection="column">
      <Text color={env.theme.warn}>
        {plural(rows.length, 'rejected row')} · page {page + 1} of {pages}
      </Text>
      <DataTable
        columns={[
          { title: 'Row', text: (r) => String(r.row), min: 4 },
          { title: 'Column', text: (r) => r.column },
          { title: 'Reason', text: (r) => r.reason },
          { title: 'Cells', text: (r) => r.cells.join(' | ') },
        ]}
        rows={rows.slice(page * PAGE, page * PAGE + PAGE)}
        empty=""
        height={PAGE}
      />
    </Box>
  );
}
