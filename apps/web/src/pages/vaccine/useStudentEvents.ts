import type { StudentVaccineRecord, VaccineEvent } from '@hospital/contracts';
import { useAllEvents, useBookableEvents } from '../../api/vaccines';
import type { StudentForm } from './student-form';

/**
 * The event lists of a student's record being edited (School vaccine booking and Admin vaccine
 * editing): the bookable events of the chosen vaccine type, the booked event and the chosen one.
 * The booked event may be full (the bookable list leaves it out): its row comes from the list of
 * every event.
 */
export function useStudentEvents(record: StudentVaccineRecord | null, form: StudentForm | null) {
  const events = useBookableEvents(form?.vaccineType ?? '');
  const allEvents = useAllEvents(!!record?.slotID);
  const bookedEvent = record?.slotID ? (allEvents.data ?? []).find((e) => e.vaccineEventKey === record.slotID) : undefined;
  const chosenEvent: VaccineEvent | undefined =
    (events.data ?? []).find((e) => e.vaccineEventKey === form?.vaccineEventKey) ?? (bookedEvent?.vaccineEventKey === form?.vaccineEventKey ? bookedEvent : undefined);
  return { bookedEvent, chosenEvent };
}
