import type { EntityManager } from 'typeorm';

/**
 * Issue 30 item 1: the seam through which a shared library asks telemedicine, which owns the
 * `tele_requests` table, whether a case id is a case. Today its one reader is the HIS stand-in
 * (libs/integrations his/stand-in): it stands in for an outside system that knows our visits by
 * the case id we gave it, and "the HIS knows this visit" is "the case exists". It learns only
 * that, never the case's data. Bound in libs/telemedicine (cases/tele-case-refs.ts), for every
 * module of the app; nobody else names `tele_requests` in SQL.
 */
export abstract class TeleCaseRefs {
  /** Whether a telemedicine case with this id exists (an id that is no uuid is no case). */
  abstract exists(teleID: string, m?: EntityManager): Promise<boolean>;
}
