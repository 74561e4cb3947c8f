import path from 'node:path';
import { Box, Text } from 'ink';
import { useState } from 'react';
import { MEMBER_TYPES, type MemberType } from '../../../core/members/constants.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { VOUCHER_KIND } from '../../../core/vouchers/constants.ts';
import type { TVoucher } from '../../../core/vouchers/schema.ts';
import { englishSummary } from '../../jobs/english-summary.ts';
import { jobEnd } from '../../jobs/follow.ts';
import { failureLine } from '../../program/failure.ts';
import { plural, spaced } from '../../ui/format.ts';
import { assignInBatches, assignPreview, exportCodes } from '../../vouchers/voucher-runs.ts';
import { Confirm } from '../kit/confirm.tsx';
import { FilterList } from '../kit/filter-list.tsx';
import { PathPrompt } from '../kit/path-prompt.tsx';
import { Screen } from '../kit/screen.tsx';
import { useScreenEnv } from '../kit/screen-context.tsx';
import { useKeys } from '../kit/use-keys.ts';
import { useLoad } from '../kit/use-load.ts';
import { VOUCHERS_KEYS } from './screen-keys.ts';

type Step =
  | { kind: 'voucher' }
  | { kind: 'type'; voucher: TVoucher }
  | { kind: 'list'; voucher: TVoucher }
  | { kind: 'listing'; voucher: TVoucher }
  | { kind: 'preview'; voucher: TVoucher; type: MemberType; members: number; skipped: number }
  | { kind: 'running'; voucher: TVoucher; done: number; total: number }
  | { kind: 'done'; voucher: TVoucher; assigned: number; skipped: number }
  | { kind: 'export'; voucher: TVoucher };

const free = (v: TVoucher) => v.codeCount - v.assignedCount;

/**
 * A voucher run to members: pick a bulk voucher, then a member type; see how many members get a
 * code (the router refuses the preview when too few codes are free); run it; export the codes.
 */
export function VouchersScreen() {
  const env = useScreenEnv();
  const { api } = env.connection;
  const [step, setStep] = useState<Step>({ kind: 'voucher' });
  const [error, setError] = useState<string>();
  const [note, setNote] = useState<string>();
  const vouchers = useLoad(() => api.vouchers.list.query({ tab: 'all', page: 1, pageSize: 80 }), [api]);
  const bulk = (vouchers.data?.items ?? []).filter((v) => v.kind === VOUCHER_KIND.bulk);
  const fail = (e: unknown) => setError(failureLine(e));
  const chooseVoucher = (id: string) => {
    setError(undefined);
    api.vouchers.get.query({ id }).then((voucher) => setStep({ kind: 'type', voucher }), fail);
  };
  const chooseType = (voucher: TVoucher, type: MemberType) => {
    setError(undefined);
    assignPreview(api, voucher.id, type).then((p) => setStep({ kind: 'preview', voucher, type, ...p }), fail);
  };
  /** A list file's members: uploaded, then the voucher-assign job reads it (as `merchant vouchers assign --file`). */
  const assignList = (voucher: TVoucher, file: string) => {
    setError(undefined);
    setStep({ kind: 'listing', voucher });
    env.connection.files
      .upload('voucher-members', path.resolve(file))
      .then(({ id: uploadId }) => api.jobs.start.mutate({ kind: 'voucher-assign', voucherId: voucher.id, uploadId }))
      .then((job) => jobEnd(api, job))
      .then(async (job) => {
        setNote(englishSummary(job.summary));
        setStep({ kind: 'done', voucher: await api.vouchers.get.query({ id: voucher.id }), assigned: 0, skipped: 0 });
      })
      .catch((e: unknown) => {
        fail(e);
        setStep({ kind: 'type', voucher });
      });
  };
  const run = (voucher: TVoucher, type: MemberType, members: number, skipped: number) => {
    setStep({ kind: 'running', voucher, done: 0, total: members });
    assignInBatches(api, voucher.id, type, (done, total) => setStep({ kind: 'running', voucher, done, total }), { members, skipped }).then(
      (r) => api.vouchers.get.query({ id: voucher.id }).then((fresh) => setStep({ kind: 'done', voucher: fresh, ...r })),
      (e: unknown) => {
        fail(e);
        setStep({ kind: 'type', voucher });
      },
    );
  };
  const save = (voucher: TVoucher, file: string) => {
    const out = path.resolve(file);
    const format = out.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
    setStep({ kind: 'done', voucher, assigned: 0, skipped: 0 });
    exportCodes(api, voucher.id, format, out, () => {}).then((codes) => setNote(`Exported ${plural(codes, 'code')} to ${out}`), fail);
  };
  useKeys((input) => step.kind === 'done' && input === 'x' && setStep({ kind: 'export', voucher: step.voucher }), { isActive: step.kind === 'done' });
  const back: Record<Step['kind'], (() => void) | undefined> = {
    voucher: undefined,
    type: () => setStep({ kind: 'voucher' }),
    list: () => step.kind === 'list' && setStep({ kind: 'type', voucher: step.voucher }),
    listing: () => {},
    preview: () => step.kind === 'preview' && setStep({ kind: 'type', voucher: step.voucher }),
    running: () => {},
    done: undefined,
    export: () => step.kind === 'export' && setStep({ kind: 'done', voucher: step.voucher, assigned: 0, skipped: 0 }),
  };
  const voucher = step.kind === 'voucher' ? null : step.voucher;
  return (
    <Screen title="Voucher runs" keys={VOUCHERS_KEYS} error={error ?? (vouchers.error && failureLine(vouchers.error))} onEscape={back[step.kind]}>
      {voucher && (
        <Text>
          <Text bold>{voucher.name}</Text> ({voucher.code}) · {plural(voucher.codeCount, 'code')}, {formatCount(voucher.assignedCount)} assigned, {formatCount(free(voucher))} free
        </Text>
      )}
      {step.kind === 'voucher' &&
        (vouchers.data ? (
          bulk.length > 0 ? (
            <FilterList items={bulk.map((v) => ({ label: `${v.voucherName} (${v.code})`, value: v.id, hint: v.voucherStatus }))} onChoose={chooseVoucher} />
          ) : (
            <Text>No bulk vouchers: create one on the dashboard first.</Text>
          )
        ) : (
          <Text>Loading…</Text>
        ))}
      {step.kind === 'type' && (
        <Box flexDirection="column" marginTop={1}>
          <Text bold>Give one code to each member who is:</Text>
          <FilterList<MemberType | 'list'>
            items={[...MEMBER_TYPES.map((t) => ({ label: spaced(t), value: t })), { label: 'named in a list file (CSV or XLSX)…', value: 'list' as const }]}
            onChoose={(type) => (type === 'list' ? setStep({ kind: 'list', voucher: step.voucher }) : chooseType(step.voucher, type))}
          />
        </Box>
      )}
      {step.kind === 'preview' && (
        <Box flexDirection="column" marginTop={1}>
          <Text>
            {formatCount(step.members)} {spaced(step.type)} members get a code; {formatCount(step.skipped)} hold one already and are skipped.
          </Text>
          {step.members === 0 ? (
            <Text>Nothing to do (Esc to go back).</Text>
          ) : (
            <Confirm question={`Assign ${plural(step.members, 'code')}?`} onYes={() => run(step.voucher, step.type, step.members, step.skipped)} onNo={() => setStep({ kind: 'type', voucher: step.voucher })} />
          )}
        </Box>
      )}
      {step.kind === 'list' && <PathPrompt label="The member list (.csv or .xlsx: e-mails or member numbers)" suggestion="members.csv" onSubmit={(file) => assignList(step.voucher, file)} />}
      {step.kind === 'listing' && <Text>Assigning to the list…</Text>}
      {step.kind === 'running' && (
        <Text>
          Assigning… {formatCount(step.done)} of {formatCount(step.total)}
        </Text>
      )}
      {step.kind === 'done' && (
        <Box flexDirection="column" marginTop={1}>
          {step.assigned + step.skipped > 0 && (
            <Text color={env.theme.good}>
              Assigned {formatCount(step.assigned)}; skipped {formatCount(step.skipped)} (already held a code).
            </Text>
          )}
          {note && <Text color={env.theme.good}>{note}</Text>}
          <Text dimColor={env.theme.dim}>x exports the codes; Esc goes back.</Text>
        </Box>
      )}
      {step.kind === 'export' && <PathPrompt label="Export the codes to (.csv or .xlsx)" suggestion={`voucher-${step.voucher.code.toLowerCase()}-codes.csv`} onSubmit={(file) => save(step.voucher, file)} />}
    </Screen>
  );
}
