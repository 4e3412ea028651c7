import { useEffect, useMemo, useState } from 'react';
import type { SubdistrictRow } from '@hospital/contracts';
import { VACCINE_MESSAGES } from '@hospital/rules';
import { FormField } from '../../components/forms/TextField';

/** At most this many suggestions under the input. */
const MAX_SUGGESTIONS = 20;

export interface SubdistrictComboboxProps {
  id: string;
  /** The six-digit key, or ''. */
  value: string;
  onChange(key: string): void;
  rows: readonly SubdistrictRow[];
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * care-services §2 School vaccine booking: the subdistrict autocomplete over GET
 * /api2/allsubdistrict (six-digit keys). Typing filters by name or key; choosing a row sets
 * the key; nothing matching shows 'ไม่พบข้อมูล'. Text that is not a chosen row leaves no key.
 */
export function SubdistrictCombobox({ id, value, onChange, rows, invalid, disabled }: SubdistrictComboboxProps) {
  const chosen = useMemo(() => rows.find((r) => r.thSubdistrictKey === value), [rows, value]);
  const [text, setText] = useState(chosen?.name ?? '');
  const [open, setOpen] = useState(false);

  // Follow the parent's key (a loaded record, a cleared form).
  useEffect(() => {
    setText(chosen?.name ?? (value ? value : ''));
  }, [chosen, value]);

  const matches = useMemo(() => {
    const q = text.trim();
    if (!q) return rows.slice(0, MAX_SUGGESTIONS);
    return rows.filter((r) => r.name.includes(q) || r.thSubdistrictKey.startsWith(q)).slice(0, MAX_SUGGESTIONS);
  }, [rows, text]);

  function choose(row: SubdistrictRow) {
    setText(row.name);
    setOpen(false);
    onChange(row.thSubdistrictKey);
  }

  const listId = `${id}-list`;
  return (
    <FormField label="ตำบล / อำเภอ / จังหวัด" htmlFor={id} required>
      <div className="combobox">
        <input
          id={id}
          data-testid={id}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={invalid || undefined}
          autoComplete="off"
          placeholder="พิมพ์ชื่อตำบล"
          value={text}
          disabled={disabled}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            if (value) onChange('');
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && open && matches.length > 0) {
              e.preventDefault();
              choose(matches[0]);
            } else if (e.key === 'Escape') setOpen(false);
          }}
        />
        {open && !disabled && (
          <ul className="combobox-list" id={listId} role="listbox" data-testid={`${id}-options`}>
            {matches.length === 0 ? (
              <li className="combobox-empty" data-testid={`${id}-empty`}>
                {VACCINE_MESSAGES.noData}
              </li>
            ) : (
              matches.map((r) => (
                <li
                  key={r.thSubdistrictKey}
                  role="option"
                  aria-selected={r.thSubdistrictKey === value}
                  data-testid={`${id}-option`}
                  data-key={r.thSubdistrictKey}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    choose(r);
                  }}
                >
                  {r.name}
                </li>
              ))
            )}
          </ul>
        )}
      </div>
    </FormField>
  );
}
