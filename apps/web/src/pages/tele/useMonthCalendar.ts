import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DisabledKind, NamedDate } from '@hospital/rules';
import { fetchMonthDisabled, fetchMonthHolidays } from '../../api/calendar';

/**
 * The red days of one month of a booking calendar (care-services §5, §7): the holidays
 * (GET /api/holiday/{YYYY/M}) and the disabled dates of one list (GET /api/v1/disabled/{kind}/
 * {YYYY/M}: tele, teleremed, booking or smc — see disabledKindFor). Used by /tele and /booking.
 */
export function useMonthCalendar(year: number, month: number, kind: DisabledKind) {
  const holidays = useQuery({
    queryKey: ['holiday', year, month],
    queryFn: () => fetchMonthHolidays(year, month),
  });
  const disabled = useQuery({
    queryKey: ['disabled', kind, year, month],
    queryFn: () => fetchMonthDisabled(kind, year, month),
  });
  return useMemo(
    () => ({
      holidays: (holidays.data?.data ?? []).map((h): NamedDate => ({ date: h.holidayDate, name: h.name })),
      disabled: (disabled.data?.data ?? []).map((d): NamedDate => ({ date: d.disabledDatetime, name: d.name })),
    }),
    [holidays.data, disabled.data],
  );
}
