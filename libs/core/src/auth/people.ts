import type { EntityManager } from 'typeorm';

/** A person as another domain shows them: the name lists print, role and HN. */
export interface PersonName {
  userID: string;
  /** 'นายสมชาย รักสุขภาพ': the title joined to the first name, as Thai names are written. */
  fullName: string;
  role: string | null;
  hn: string | null;
}

/**
 * Which people a search means. Every criterion given is one way to match (OR); none given
 * matches nobody. LIKE patterns are the caller's, with its wildcards already escaped.
 */
export interface PeopleQuery {
  /** The HN is one of these. */
  hns?: readonly string[] | null;
  /** The national ID (13 digits) is one of these. */
  idCards?: readonly string[] | null;
  /** The full name (as PersonName.fullName) matches this ILIKE pattern. */
  nameLike?: string | null;
  /** The e-mail matches this ILIKE pattern. */
  emailLike?: string | null;
  /** The staff board's keyword: full name, "first last", HN, phone or national ID matches this ILIKE pattern. */
  keywordLike?: string | null;
}

/**
 * Issue 30 item 1: the seam through which shared libraries (audit, core) ask identity, which
 * owns the `users` table, about people; domains use identity's PeopleDirectory (which is this
 * and more). Bound in libs/identity (people/people-directory.ts). Nobody else names `users` in SQL:
 * a list reads its own table, then asks here for the names of all its ids at once.
 */
export abstract class People {
  /** The people among `userIDs` (null and repeats ignored) that exist, by id, in one query. */
  abstract namesOf(userIDs: ReadonlyArray<string | null>, m?: EntityManager): Promise<Map<string, PersonName>>;

  /** The ids of the people `query` matches, in id order. */
  abstract findUserIDs(query: PeopleQuery, m?: EntityManager): Promise<string[]>;

  /** Whether the account exists and is not deactivated (care-services §4 Deactivate). */
  abstract isActiveAccount(userID: string): Promise<boolean>;
}
