import { Controller, Get, HttpCode, Post, UseFilters, applyDecorators } from '@nestjs/common';
import { Public } from '@hospital/core';
import { Api2ErrorFilter } from './api2-error.js';
import { CountsBirthDateGuesses } from './birth-date-guesses.js';
import { LimitedPerId } from './vaccine-id-limit.js';
import { VACCINE_LOOKUP_RATE_LIMIT } from './vaccine-rate-limit.js';

/** An /api2 controller: every answer, errors included, in the api2 envelope {status, msg, desc}. */
export const Api2Controller = (prefix: string) => applyDecorators(UseFilters(Api2ErrorFilter), Controller(prefix));

/** An /api2 controller of the open vaccine pages (no sign-in). */
export const PublicApi2Controller = (prefix: string) => applyDecorators(Public(), Api2Controller(prefix));

/**
 * An anonymous POST keyed by a national ID: limited per client address and per national ID
 * (issue 18 finding 4), answered 200 with the envelope. Put it above @AuditedLookup, so the
 * audit wraps the per-ID limit and records its refusals.
 */
export const LookupPost = (path: string) => applyDecorators(VACCINE_LOOKUP_RATE_LIMIT, LimitedPerId(), Post(path), HttpCode(200));

/** An anonymous GET keyed by a national ID: limited per client address and per national ID (see LookupPost). */
export const LookupGet = (path: string) => applyDecorators(VACCINE_LOOKUP_RATE_LIMIT, LimitedPerId(), Get(path));

/**
 * Issue 28 item 5: an anonymous change that proves the child's birth date (confirm2, update2,
 * clearbooking2): limited per client address (as a lookup) and by the wrong birth dates of that
 * address (BirthDateGuesses) — not by the national ID's budget, so guesses about a child never
 * lock the child's record for the parent with the right birth date. Above @AuditedLookup, so
 * the audit records the refusals too.
 */
export const ProofPost = (path: string) => applyDecorators(VACCINE_LOOKUP_RATE_LIMIT, CountsBirthDateGuesses(), Post(path), HttpCode(200));
/** The GET form of ProofPost (the cancel keeps the spec's GET). */
export const ProofGet = (path: string) => applyDecorators(VACCINE_LOOKUP_RATE_LIMIT, CountsBirthDateGuesses(), Get(path));
