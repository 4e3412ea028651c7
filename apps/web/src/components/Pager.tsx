/**
 * Previous / 'page n / m' / next under a paged staff table (patient search, report: §9 50 rows a
 * page). Nothing shows while everything fits on one page. Test ids: `${testId}-pager`, `-prev`,
 * `-page`, `-next`.
 */
export function Pager({
  pageNumber,
  shownPage,
  totalCount,
  pageSize,
  onPage,
  testId,
}: {
  /** The page asked for (the buttons step from it). */
  pageNumber: number;
  /** The page the shown rows are from (the answer's pageNumber). */
  shownPage: number;
  totalCount: number;
  pageSize: number;
  onPage: (pageNumber: number) => void;
  testId: string;
}) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  if (pages <= 1) return null;
  return (
    <div className="button-row pager" data-testid={`${testId}-pager`}>
      <button type="button" className="btn btn-light" disabled={pageNumber <= 1} onClick={() => onPage(pageNumber - 1)} data-testid={`${testId}-prev`}>
        ก่อนหน้า
      </button>
      <span data-testid={`${testId}-page`}>
        หน้า {shownPage} / {pages}
      </span>
      <button type="button" className="btn btn-light" disabled={pageNumber >= pages} onClick={() => onPage(pageNumber + 1)} data-testid={`${testId}-next`}>
        ถัดไป
      </button>
    </div>
  );
}
