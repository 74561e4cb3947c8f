import { MEMBER_TYPES } from '../../../core/members/constants.ts';
import type { TMemberListInput } from '../../../core/members/schema.ts';
import { dayParam } from '../../components/list/day-param.ts';
import type { ListParams } from '../../components/list/use-list-params.ts';

export const MEMBER_FILTER_KEYS = ['type', 'status', 'from', 'to'] as const;

/** The list call for the URL's parameters; unknown values are ignored. */
export function memberListInput({ page, pageSize, search, filters }: ListParams): TMemberListInput {
  const status = Number(filters.status);
  const from = dayParam(filters.from);
  const to = dayParam(filters.to);
  const type = (MEMBER_TYPES as readonly string[]).includes(filters.type ?? '') ? (filters.type as TMemberListInput['type']) : undefined;
  return {
    page,
    pageSize,
    status: status === 1 || status === 2 ? status : 0,
    ...(type && { type }),
    ...(search && { search }),
    ...(from && { from }),
    ...(to && { to }),
  };
}
