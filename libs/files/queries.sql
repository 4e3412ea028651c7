-- The SQL of libs/files, written by `npm run sql:write` (scripts/sql-queries.ts). Do not edit: change the code and run it again.
-- test/sql-queries.spec.ts fails when this file is stale; after running the command, review its diff with the code's.
--
-- Every string or template literal of libs/files/src that reads as SQL (a statement, what a .query() call is given, or a
-- fragment such as a WHERE clause or a column list), migrations and specs left out, in file order, each under
-- "-- <file, from src/>: <function or member it is in>". ${...} is an interpolation, written as its expression.
-- Whitespace is normalised (indentation relative to the statement, single spaces), so reformatting code changes nothing here.
-- TypeORM: a query-builder chain is listed as the calls written, commented out (its SQL depends on entity metadata
-- known only at run time, so it is not rendered); repository calls (find, save, update...) are not listed.

-- src/file-records.ts: FileRecords.find
SELECT ${FILE_COLUMNS} FROM stored_files WHERE id = $1

-- src/file-records.ts: FileRecords.ofCase
SELECT ${FILE_COLUMNS} FROM stored_files WHERE tele_id = $1 ORDER BY created_at, id

-- src/file-records.ts: FileRecords.newestOfCases
SELECT ${FILE_COLUMNS} FROM stored_files WHERE tele_id = ANY($1::uuid[]) AND category = $2 AND state <> 'failed' ORDER BY created_at DESC, id LIMIT $3

-- src/file-records.ts: FileRecords.countsOf
SELECT ${column} AS id, count(*)::int AS n FROM stored_files WHERE ${column} = ANY($1::uuid[]) GROUP BY ${column}

-- src/file-records.ts: FileRecords.keptCountOfCase
SELECT count(*)::int AS n FROM stored_files WHERE tele_id = $1 AND category = $2 AND state <> 'failed'

-- src/file-records.ts: FileRecords.caseKeepsAny
SELECT 1 AS one FROM stored_files WHERE tele_id = $1 AND category = $2 AND state <> 'failed' LIMIT 1

-- src/file-records.ts: FileRecords.visitFile
SELECT ${VISIT_FILE_COLUMNS} FROM stored_files WHERE id = $1 AND clinic_visit_key IS NOT NULL

-- src/file-records.ts: FileRecords.ofVisitDate
SELECT ${VISIT_FILE_COLUMNS} FROM stored_files WHERE clinic_visit_key IS NOT NULL AND clinic_visit_date = $1 ORDER BY created_at, id

-- src/file-records.ts: FileRecords.markFiledToHis
UPDATE stored_files SET his_filed_at = now() WHERE id = $1 AND his_filed_at IS NULL

-- src/images-process.handler.ts: ImagesProcessHandler.process
WITH written AS (
  UPDATE stored_files SET state = $2, width = $3, height = $4, has_thumbnail = $5, failure = $6, quality_note = $7, processed_at = now()
   WHERE id = $1 AND state = 'processing' RETURNING tele_id, booking_id, clinic_visit_key, category)
SELECT tele_id, booking_id, clinic_visit_key, category FROM written

-- src/orphan-files.sweeper.ts: OrphanFileSweeper.sweep
SELECT id::text FROM stored_files WHERE id = ANY($1::uuid[])

-- src/personal-data/files-personal-data.ts: FilesPersonalData.export
SELECT id, tele_id, booking_id, category, file_name, content_type, size_bytes, state, width, height,
     clinic_visit_key, clinic_visit_date, body_site, quality_note, created_at
FROM stored_files WHERE owner_id = $1 ORDER BY created_at DESC

-- src/stored-files.ts: StoredFiles.add
INSERT INTO stored_files (id, tele_id, booking_id, owner_id, category, file_name, declared_type, content_type, size_bytes, state, uploaded_by,
                        clinic_visit_key, clinic_visit_date, body_site)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)

-- src/stored-files.ts: StoredFiles.removeRowsOf
WITH removed AS (DELETE FROM stored_files WHERE ${column} = ANY($1::uuid[]) RETURNING id) SELECT id FROM removed
