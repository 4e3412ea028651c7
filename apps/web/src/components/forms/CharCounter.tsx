import { charCountNote } from '@hospital/rules';

/**
 * Issue 35 item 2: under a text box, its limit as the person nears it ('1,950/2,000' from 90 %,
 * in words at the limit); nothing before. `id` is what the box names by aria-describedby.
 */
export function CharCounter({ length, max, id }: { length: number; max: number; id?: string }) {
  const note = charCountNote(length, max);
  if (!note) return null;
  return (
    <div id={id} className={`char-count${note.full || note.over ? ' is-full' : ''}`} aria-live="polite" data-testid={id}>
      {note.text}
    </div>
  );
}

/** The id of a box's counter. */
export const counterIdOf = (id: string) => `${id}-count`;

/** What the box's aria-describedby names: the counter's id while it is shown, else nothing. */
export const counterDescribedBy = (counterId: string, length: number, max: number): string | undefined => (charCountNote(length, max) ? counterId : undefined);
