import { useSearchParams } from 'react-router';

/**
 * The record id of a detail route's query (`?transferId=…`): a positive whole
 * number, or null for a missing or malformed one (the screen then says not found
 * without asking the server).
 */
export function useRecordId(name: string): { id: number | null; raw: string } {
  const [params] = useSearchParams();
  const raw = params.get(name) ?? '';
  return { id: /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null, raw };
}
