import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PATIENT_SEARCH, PATIENT_SEARCH_MESSAGES, keywordProblem, mayFindPatients } from '@hospital/rules';
import { usePatientSearch } from '../../api/patient-search';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../session/useSession';

/** The keyword the list follows, once typing pauses. */
function useDebounced(value: string, ms = 300): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * care-services §2 Staff pages, patient search: a keyword (name, HN, national ID or phone)
 * searched from the 3rd character (§5), 50 rows a page (§9); a row opens the patient's page;
 * nothing found offers 'create patient'.
 */
export function PatientSearch({ openPath, createPath }: { openPath: (userID: string) => string; createPath: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const keyword = useDebounced(typed);
  const allowed = mayFindPatients(user?.role);
  const search = usePatientSearch(keyword, pageNumber, allowed);
  useEffect(() => setPageNumber(1), [keyword]);

  if (!allowed) {
    return (
      <p className="alert alert-danger" data-testid="patient-search-forbidden">
        ท่านไม่มีสิทธิ์ค้นหาผู้ป่วย
      </p>
    );
  }

  const tooShort = keywordProblem(keyword) !== null;
  const result = search.data;

  let body;
  if (tooShort) {
    body = (
      <p className="muted" data-testid="patient-search-hint">
        พิมพ์ชื่อ นามสกุล HN เลขบัตรประชาชน หรือเบอร์โทรศัพท์ อย่างน้อย {PATIENT_SEARCH.minKeyword} ตัวอักษร
      </p>
    );
  } else if (search.isError) {
    body = (
      <p className="alert alert-danger" role="alert" data-testid="patient-search-error">
        {search.error.message}
      </p>
    );
  } else if (!result) {
    body = <Spinner label="กำลังค้นหา" />;
  } else if (result.totalCount === 0) {
    body = (
      <div data-testid="patient-search-empty">
        <p>{PATIENT_SEARCH_MESSAGES.nothingFound}</p>
        <Link to={createPath} className="btn btn-primary" data-testid="patient-search-create">
          {PATIENT_SEARCH_MESSAGES.createPatient}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <p className="muted" data-testid="patient-search-count">
          พบ {result.totalCount.toLocaleString('th-TH')} ราย
        </p>
        <div className="table-wrap">
          <table className="table" data-testid="patient-search-table">
            <thead>
              <tr>
                <th>HN</th>
                <th>ชื่อ-สกุล</th>
                <th>เลขบัตรประชาชน</th>
                <th>โทรศัพท์</th>
                <th>สถานะ</th>
              </tr>
            </thead>
            <tbody>
              {result.data.map((row) => (
                <tr
                  key={row.userID}
                  style={{ cursor: 'pointer' }}
                  tabIndex={0}
                  onClick={() => navigate(openPath(row.userID))}
                  onKeyDown={(e) => e.key === 'Enter' && navigate(openPath(row.userID))}
                  data-testid="patient-search-row"
                  data-user-id={row.userID}
                >
                  <td>{row.hn ?? '-'}</td>
                  <td>
                    <Link to={openPath(row.userID)} onClick={(e) => e.stopPropagation()} data-testid="patient-search-name">
                      {row.fullName}
                    </Link>
                  </td>
                  <td>{row.idCard || '-'}</td>
                  <td>{row.phone || '-'}</td>
                  <td>{row.isActive ? 'ลงทะเบียนแล้ว' : 'ยังกรอกข้อมูลไม่ครบ'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager pageNumber={pageNumber} shownPage={result.pageNumber} totalCount={result.totalCount} pageSize={PATIENT_SEARCH.pageSize} onPage={setPageNumber} testId="patient-search" />
      </>
    );
  }

  return (
    <div data-testid="patient-search">
      <label className="form-label" htmlFor="patient-search-keyword">
        ค้นหาผู้ป่วย
      </label>
      <input
        id="patient-search-keyword"
        className="form-control"
        type="search"
        value={typed}
        maxLength={PATIENT_SEARCH.maxKeyword}
        // Issue 35 item 2: short enough to stay whole in a 390 px box; the hint under it says what may be searched.
        placeholder="ชื่อ, HN หรือเลขบัตร"
        onChange={(e) => setTyped(e.target.value)}
        data-testid="patient-search-keyword"
      />
      {body}
    </div>
  );
}
