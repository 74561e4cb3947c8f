import type { TJobKind } from '../../../server/jobs/job-kinds.ts';
import { useSession } from '../../app/session.tsx';
import { JOB_KIND_NAMES, JOB_KIND_SCREENS } from './job-kinds.ts';

/** The kinds whose jobs the user may see: those of the modules it may view (the server lists no others). */
export function useVisibleJobKinds(): TJobKind[] {
  const session = useSession();
  return JOB_KIND_NAMES.filter((kind) => session.can(JOB_KIND_SCREENS[kind].module, 'view'));
}
