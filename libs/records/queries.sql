-- The SQL of libs/records, written by `npm run sql:write` (scripts/sql-queries.ts). Do not edit: change the code and run it again.
-- test/sql-queries.spec.ts fails when this file is stale; after running the command, review its diff with the code's.
--
-- Every string or template literal of libs/records/src that reads as SQL (a statement, what a .query() call is given, or a
-- fragment such as a WHERE clause or a column list), migrations and specs left out, in file order, each under
-- "-- <file, from src/>: <function or member it is in>". ${...} is an interpolation, written as its expression.
-- Whitespace is normalised (indentation relative to the statement, single spaces), so reformatting code changes nothing here.
-- TypeORM: a query-builder chain is listed as the calls written, commented out (its SQL depends on entity metadata
-- known only at run time, so it is not rendered); repository calls (find, save, update...) are not listed.

-- src/icd10/icd10-codes.ts: Icd10Codes.search
SELECT code, title FROM icd10_codes
WHERE code LIKE $1 || '%' OR search LIKE '%' || $2 || '%'
ORDER BY (code LIKE $1 || '%') DESC, (search LIKE $2 || '%') DESC, similarity(search, $3) DESC, code
LIMIT $4

-- src/icd10/icd10-codes.ts: Icd10Codes.titles
SELECT code, title FROM icd10_codes WHERE code = ANY($1::text[])

-- src/icd10/icd10-import-command.ts: runIcd10Import
SELECT count(*)::int AS n FROM icd10_codes

-- src/icd10/icd10-import.ts: importIcd10Csv
INSERT INTO icd10_codes (code, title)
SELECT * FROM unnest($1::text[], $2::text[])
ON CONFLICT (code) DO UPDATE SET title = EXCLUDED.title, updated_at = now()
  WHERE icd10_codes.title IS DISTINCT FROM EXCLUDED.title
RETURNING (xmax = 0) AS inserted
