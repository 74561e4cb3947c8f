import path from 'node:path';
import { Box, Text } from 'ink';
import { useState } from 'react';
import type { TJob } from '../../../core/jobs/schema.ts';
import { englishTexts } from '../../../core/shared/english.ts';
import { formatMessage } from '../../../core/shared/message-format.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { fileHeader, saveMapping } from '../../imports/header-mapping.ts';
import { fileImports, type FileImport, type HeaderMapping } from '../../imports/import-formats.ts';
import { runImport } from '../../imports/import-run.ts';
import { englishSummary } from '../../jobs/english-summary.ts';
import type { RejectedRow } from '../../jobs/rejected-rows.ts';
import { failureLine } from '../../program/failure.ts';
import { Confirm } from '../kit/confirm.tsx';
import { FilePrompt } from '../kit/file-prompt.tsx';
import { FilterList } from '../kit/filter-list.tsx';
import { PathPrompt } from '../kit/path-prompt.tsx';
import { Screen } from '../kit/screen.tsx';
import { useScreenEnv } from '../kit/screen-context.tsx';
import { useKeys } from '../kit/use-keys.ts';
import { useLoad } from '../kit/use-load.ts';
import { ImportHeaders } from './import-headers.tsx';
import { ImportRejected } from './import-rejected.tsx';
import { importKeys } from './screen-keys.ts';

/** Where the wizard is; each step keeps what the steps before chose. */
type Step =
  | { at: 'kind' }
  | { at: 'file'; imp: FileImport }
  | { at: 'headers' | 'save'; imp: FileImport; file: string; headers: string[] }
  | { at: 'column'; imp: FileImport; file: string; headers: string[]; header: string }
  | { at: 'ask'; imp: FileImport; file: string; headers: string[]; key: string }
  | { at: 'checking' | 'committing'; job: TJob | null }
  | { at: 'rejected' | 'confirm'; imp: FileImport; file: string; headers: string[]; job: TJob; rejected: RejectedRow[] }
  | { at: 'done'; job: TJob };

export const importLabel = (kind: string): string => formatMessage(englishTexts(), `jobs.kinds.${kind}`, {});

const progress = (job: TJob | null) => (job && job.totalRows > 0 ? `${formatCount(job.doneRows)} of ${formatCount(job.totalRows)} rows` : '');

/**
 * An import of any kind the job registry declares a file format for: pick the file, see its
 * headers against the format and map the ones that do not match (saved for --mapping), page
 * through the dry run's rejected rows, then commit and watch it. Nothing is written before the
 * commit: Esc goes back a step, Ctrl-C leaves.
 */
export function ImportWizard({ kind }: { kind?: string }) {
  const env = useScreenEnv();
  const imports = useLoad(fileImports, []);
  const [chosen, setChosen] = useState<Step | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [asked, setAsked] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [note, setNote] = useState<string>();
  // The header the cursor is on stays there while its column is chosen.
  const [headerAt, setHeaderAt] = useState(0);
  const given = kind ? imports.data?.find((i) => i.kind === kind) : undefined;
  const step: Step = chosen ?? (given ? { at: 'file', imp: given } : { at: 'kind' });
  const go = (next: Step) => {
    setError(undefined);
    setChosen(next);
  };
  const fail = (back: Step) => (e: unknown) => {
    setChosen(back);
    setError(failureLine(e));
  };

  const chooseFile = (imp: FileImport, file: string) =>
    fileHeader(file).then((headers) => {
      setHeaderAt(0);
      go({ at: 'headers', imp, file, headers });
    }, fail({ at: 'file', imp }));

  const dryRun = (s: { imp: FileImport; file: string; headers: string[] }, answers = asked) => {
    const missing = Object.keys(s.imp.format.asks ?? {}).find((key) => !answers[key]);
    if (missing) return go({ ...s, at: 'ask', key: missing });
    go({ at: 'checking', job: null });
    runImport(env.connection, { kind: s.imp.kind, file: s.file, mapping, asked: answers, dryRun: true }, (job) => setChosen({ at: 'checking', job })).then(
      ({ job, rejected }) => go({ ...s, at: 'rejected', job, rejected }),
      fail({ imp: s.imp, file: s.file, headers: s.headers, at: 'headers' }),
    );
  };

  const commit = (s: { imp: FileImport; file: string; headers: string[]; job: TJob; rejected: RejectedRow[] }) => {
    go({ at: 'committing', job: null });
    runImport(env.connection, { kind: s.imp.kind, file: s.file, mapping, asked, dryRun: false }, (job) => setChosen({ at: 'committing', job })).then(
      ({ job }) => go({ at: 'done', job }),
      fail({ ...s, at: 'rejected' }),
    );
  };

  useKeys((input) => step.at === 'rejected' && input === 'c' && go({ ...step, at: 'confirm' }), { isActive: step.at === 'rejected' });

  const back = (): (() => void) | undefined => {
    switch (step.at) {
      case 'kind':
      case 'done':
        return undefined;
      case 'file':
        return kind ? undefined : () => go({ at: 'kind' });
      case 'headers':
        return () => go({ at: 'file', imp: step.imp });
      case 'column':
      case 'save':
      case 'ask':
      case 'rejected':
        return () => go({ at: 'headers', imp: step.imp, file: step.file, headers: step.headers });
      case 'confirm':
        return () => go({ ...step, at: 'rejected' });
      default:
        return () => {};
    }
  };
  const keyStep = step.at === 'kind' || step.at === 'file' || step.at === 'headers' || step.at === 'rejected' ? step.at : 'other';
  const title = 'imp' in step ? `Import: ${importLabel(step.imp.kind)}` : 'Import a file';
  return (
    <Screen title={title} keys={importKeys(keyStep)} error={error ?? (imports.error && failureLine(imports.error))} onEscape={back()}>
      {'file' in step && (
        <Text>
          File: <Text bold>{step.file}</Text>
        </Text>
      )}
      {note && <Text color={env.theme.good}>{note}</Text>}
      {step.at === 'kind' &&
        (imports.data ? (
          <FilterList items={imports.data.map((imp) => ({ label: importLabel(imp.kind), value: imp, hint: imp.kind }))} onChoose={(imp) => {
              // A mapping is of one format: another import starts without one.
              setMapping({});
              go({ at: 'file', imp });
            }}
          />
        ) : (
          <Text>Loading…</Text>
        ))}
      {step.at === 'file' && (
        <Box flexDirection="column">
          <Text dimColor={env.theme.dim}>Columns: {Object.values(step.imp.format.columns).join(', ')}</Text>
          <FilePrompt label="File to import (.csv or .xlsx)" onSubmit={(file) => void chooseFile(step.imp, file)} />
        </Box>
      )}
      {step.at === 'headers' && (
        <ImportHeaders
          format={step.imp.format}
          headers={step.headers}
          mapping={mapping}
          cursor={headerAt}
          onCursor={setHeaderAt}
          onMap={(header) => go({ ...step, at: 'column', header })}
          onSave={() => go({ ...step, at: 'save' })}
          onDryRun={() => dryRun(step)}
        />
      )}
      {step.at === 'column' && (
        <Box flexDirection="column">
          <Text bold>Read "{step.header}" as:</Text>
          <FilterList
            items={[...Object.values(step.imp.format.columns).map((header) => ({ label: header, value: header as string | null })), { label: '(as the file names it)', value: null }]}
            onChoose={(column) => {
              const { [step.header]: _old, ...rest } = mapping;
              setMapping(column === null ? rest : { ...rest, [step.header]: column });
              go({ at: 'headers', imp: step.imp, file: step.file, headers: step.headers });
            }}
          />
        </Box>
      )}
      {step.at === 'save' && (
        <PathPrompt
          label="Save the mapping to"
          suggestion={`${step.imp.kind}-mapping.json`}
          onSubmit={(file) => {
            const out = path.resolve(file);
            saveMapping(out, step.imp.kind, mapping as HeaderMapping).then(() => {
              setNote(`Saved the mapping to ${out}: --mapping ${out} reuses it in scripts.`);
              go({ ...step, at: 'headers' });
            }, fail({ ...step, at: 'headers' }));
          }}
        />
      )}
      {step.at === 'ask' && (
        <PathPrompt
          label={step.imp.format.asks![step.key]!}
          suggestion={path.parse(step.file).name}
          onSubmit={(value) => {
            const answers = { ...asked, [step.key]: value };
            setAsked(answers);
            dryRun(step, answers);
          }}
        />
      )}
      {(step.at === 'checking' || step.at === 'committing') && (
        <Text>
          {step.at === 'checking' ? 'Checking every row (dry run, nothing is written)…' : 'Importing…'} {progress(step.job)}
        </Text>
      )}
      {(step.at === 'rejected' || step.at === 'confirm') && (
        <Box flexDirection="column">
          <Text>Dry run: {englishSummary(step.job.summary)}</Text>
          <ImportRejected rows={step.rejected} />
          {step.at === 'confirm' ? (
            <Confirm question={`Import ${path.basename(step.file)} for real?`} onYes={() => commit(step)} onNo={() => go({ ...step, at: 'rejected' })} />
          ) : (
            <Text dimColor={env.theme.dim}>c commits the import; Esc goes back to the headers.</Text>
          )}
        </Box>
      )}
      {step.at === 'done' && (
        <Text color={step.job.status === 'completed' && step.job.failedCount === 0 ? env.theme.good : env.theme.warn}>{englishSummary(step.job.summary)}</Text>
      )}
    </Screen>
  );
}
