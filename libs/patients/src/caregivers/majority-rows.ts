/** Issue 33 item 4: the LINE notice goes this many days before the 20th birthday (at the limit: 30 days before). */
export const MAJORITY_NOTICE_DAYS = 30;

/** A link the 'caregivers.endAtMajority' run marked or ended (RETURNING). */
export interface MajorityRow {
  id: string;
  caregiver_id: string;
  person_id: string;
  /** The 20th birthday, YYYY-MM-DD. */
  until: string;
  created_at: Date;
}

/**
 * The rows of one person and birthday together, each group's links oldest first (as the people
 * lists order them): one event per person, however many caregivers.
 */
export function byPersonAndDay(rows: readonly MajorityRow[]): Array<{ personID: string; until: string; rows: MajorityRow[] }> {
  const groups = new Map<string, { personID: string; until: string; rows: MajorityRow[] }>();
  const sorted = [...rows].sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || a.id.localeCompare(b.id));
  for (const row of sorted) {
    const key = `${row.person_id}:${row.until}`;
    const group = groups.get(key) ?? { personID: row.person_id, until: row.until, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}
