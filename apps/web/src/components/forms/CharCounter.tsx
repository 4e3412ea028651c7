import type { TextareaHTMLAttributes } from 'react';
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

/**
 * A textarea that keeps to `maxLength` and says its limit as the person nears it: the box, its
 * counter (`<testId>-count`) and the aria-describedby between them, written once for every form.
 */
export function CountedTextArea({
  value,
  onValue,
  maxLength,
  testId,
  ...rest
}: { value: string; onValue: (value: string) => void; maxLength: number; testId: string } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'maxLength'
>) {
  const counterId = `${testId}-count`;
  return (
    <>
      <textarea
        className="form-control"
        {...rest}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-describedby={counterDescribedBy(counterId, value.length, maxLength)}
        data-testid={testId}
      />
      <CharCounter length={value.length} max={maxLength} id={counterId} />
    </>
  );
}
