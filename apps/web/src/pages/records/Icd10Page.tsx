import { useCallback, useId, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import AsyncSelect from 'react-select/async';
import type { StylesConfig } from 'react-select';
import type { ClinicVisit, ClinicVisitListResponse, Icd10Option } from '@hospital/contracts';
import { ICD10_MAX_CODES_PER_VISIT } from '@hospital/rules';
import { noteListQueryKey, saveIcd10, searchIcd10, withVisit } from '../../api/records';
import { SaveIndicator } from './SaveIndicator';
import { StaffVisits, useVisitRange } from './StaffVisits';
import { useSaveQueues, useSaveState, type SaveQueues } from './useLatestSave';

/** Issue 16 item 8: the floating list sits under the navbar (z-index 50) and above every card; long titles wrap. */
const MENU_STYLES: StylesConfig<Icd10Option, true> = {
  menuPortal: (base) => ({ ...base, zIndex: 40 }),
  menu: (base) => ({ ...base, boxShadow: '0 8px 24px rgba(15, 23, 42, 0.18)' }),
  menuList: (base) => ({ ...base, maxHeight: 'min(320px, 50vh)' }),
  option: (base) => ({ ...base, minHeight: 44, whiteSpace: 'normal', overflowWrap: 'anywhere' }),
};

/** Pause after the last keystroke before the ICD10 search is called. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * /icd10/:serviceUnitKey/:startDate/:endDate — care-services §2 ICD10 admin: the same visit
 * list as CCNote admin, DX2 in red, and a multi-select 'กรุณาเลือก ICD10' searching
 * GET /api/v1/icd10?Keyword= as the user types (§5: an empty keyword makes no call). Each
 * change saves the selection (PUT /api/v1/icd10/{ClinicVisitKey} {labels}) through the visit's
 * save queue (one save in flight, the latest selection sent last, retried on failure).
 */
export function Icd10Page() {
  const range = useVisitRange();
  const queryClient = useQueryClient();
  const listKey = noteListQueryKey('icd10', range);
  // The queues always call the latest `save` (kept in a ref), so no memo is needed.
  const save = async (key: string, options: Icd10Option[]) => {
    const answer = await saveIcd10(
      key,
      options.map((o) => o.value),
    );
    // The saved visit (its DX2 now lists the chosen codes) replaces the listed one.
    if (answer?.data) queryClient.setQueryData<ClinicVisitListResponse>(listKey, (old) => withVisit(old, key, answer.data!));
  };
  const queues = useSaveQueues<Icd10Option[]>(save, 0);
  return (
    <StaffVisits
      kind="icd10"
      title="บันทึกรหัสโรค ICD10"
      range={range}
      showDx2
      tool={(v) => <Icd10Box visit={v} queues={queues} />}
    />
  );
}

/** Debounced search: only the last keystroke's promise calls the server; the others answer nothing. */
function useDebouncedSearch() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelPrevious = useRef<(() => void) | null>(null);
  return useCallback((keyword: string): Promise<Icd10Option[]> => {
    if (timer.current) clearTimeout(timer.current);
    cancelPrevious.current?.();
    if (!keyword.trim()) return Promise.resolve([]);
    return new Promise<Icd10Option[]>((resolve) => {
      cancelPrevious.current = () => resolve([]);
      timer.current = setTimeout(() => {
        cancelPrevious.current = null;
        // A failed search is silently ignored (§8): no options.
        searchIcd10(keyword).then(resolve, () => resolve([]));
      }, SEARCH_DEBOUNCE_MS);
    });
  }, []);
}

/** 'L20.8 Other atopic dermatitis': the code first, so a chip always names its code. */
function optionText(o: Icd10Option): string {
  return o.label.startsWith(o.value) ? o.label : `${o.value} ${o.label}`;
}

/** The visit's saved codes as options, titled from DX2 (the server lists 'code title' lines there). */
function savedOptions(visit: ClinicVisit): Icd10Option[] {
  const lines = (visit.DX2 ?? '').split('\n').map((l) => l.trim());
  return (visit.ICD10 ?? []).map((code) => ({ value: code, label: lines.find((l) => l.startsWith(`${code} `)) ?? code }));
}

function Icd10Box({ visit, queues }: { visit: ClinicVisit; queues: SaveQueues<Icd10Option[]> }) {
  const key = visit.ClinicVisitKey;
  const state = useSaveState(queues, key);
  const search = useDebouncedSearch();
  const inputId = useId();
  const selected = state.latest ?? savedOptions(visit);
  return (
    <div className="icd10-box" data-testid="icd10-box">
      <label htmlFor={inputId} className="form-label">
        กรุณาเลือก ICD10
      </label>
      <AsyncSelect<Icd10Option, true>
        inputId={inputId}
        isMulti
        defaultOptions={false}
        loadOptions={search}
        value={selected}
        onChange={(options) => queues.get(key).push([...options])}
        placeholder="ICD10Code"
        classNamePrefix="icd10"
        // Issue 16 item 8: the suggestions float above the page (a portal on <body>), never clipped by the visit card.
        menuPortalTarget={typeof document === 'undefined' ? null : document.body}
        menuPlacement="auto"
        styles={MENU_STYLES}
        noOptionsMessage={({ inputValue }) => (inputValue.trim() ? 'ไม่พบรหัสโรค' : 'พิมพ์รหัสหรือชื่อโรคเพื่อค้นหา')}
        loadingMessage={() => 'กำลังค้นหา…'}
        getOptionValue={(o) => o.value}
        getOptionLabel={optionText}
        isOptionDisabled={() => selected.length >= ICD10_MAX_CODES_PER_VISIT}
      />
      <SaveIndicator state={state} testId="icd10-status" />
    </div>
  );
}
