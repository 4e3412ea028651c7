/** Issue 30 item 2: declared in libs/contracts (input/date-bounds.ts), which the call schemas' date fields use; rules re-exports them. */
export {
  CE_YEAR_MIN,
  CE_YEAR_MAX,
  BE_YEAR_MIN,
  BE_YEAR_MAX,
  DATE_SPAN_MAX_DAYS,
  isBoundedCeYear,
  boundedYearOf,
  isBoundedDay,
  isOutOfBoundsYear,
  boundedSpanDays,
  dateSpanProblem,
  boundedDaysOf,
} from '@hospital/contracts';
