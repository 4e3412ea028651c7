-- The SQL of libs/identity, written by `npm run sql:write` (scripts/sql-queries.ts). Do not edit: change the code and run it again.
-- test/sql-queries.spec.ts fails when this file is stale; after running the command, review its diff with the code's.
--
-- Every string or template literal of libs/identity/src that reads as SQL (a statement, what a .query() call is given, or a
-- fragment such as a WHERE clause or a column list), migrations and specs left out, in file order, each under
-- "-- <file, from src/>: <function or member it is in>". ${...} is an interpolation, written as its expression.
-- Whitespace is normalised (indentation relative to the statement, single spaces), so reformatting code changes nothing here.
-- TypeORM: a query-builder chain is listed as the calls written, commented out (its SQL depends on entity metadata
-- known only at run time, so it is not rendered); repository calls (find, save, update...) are not listed.

-- src/consents/consent-ledger.ts: ConsentLedger.inForce
SELECT version, text_sha256, text, published_at FROM (${CURRENT_TEXTS_SQL}) t WHERE t.purpose = $1

-- src/consents/consent-ledger.ts: ConsentLedger.give
INSERT INTO consent_ledger (user_id, purpose, text_sha256, given_at, channel, signature_sha256, subject_name)
SELECT $1, $2, coalesce((SELECT s.text_sha256 FROM consent_texts s WHERE s.text_sha256 = $7 AND s.purpose = $2), t.text_sha256), $3, $4, $5, $6
  FROM (${CURRENT_TEXTS_SQL}) t WHERE t.purpose = $2
RETURNING text_sha256,
          $1::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM consent_ledger l WHERE l.user_id = $1::uuid AND l.purpose = $2) AS renewed

-- src/consents/consent-ledger.ts: ConsentLedger.withdraw
WITH done AS (UPDATE consent_ledger SET withdrawn_at = greatest($3::timestamptz, given_at)
                WHERE user_id = $1 AND purpose = $2 AND withdrawn_at IS NULL RETURNING id)
SELECT id FROM done

-- src/consents/consent-ledger.ts: ConsentLedger.channelOf
SELECT line_user_id IS NOT NULL AS linked FROM users WHERE id = $1

-- src/consents/consent-ledger.ts: ConsentLedger.uses
SELECT t.purpose,
      EXISTS (SELECT 1 FROM consent_ledger l WHERE l.user_id = $1 AND l.purpose = t.purpose) AS has_record,
      EXISTS (SELECT 1 FROM consent_ledger l WHERE l.user_id = $1 AND l.purpose = t.purpose AND l.withdrawn_at IS NULL) AS active,
      EXISTS (SELECT 1 FROM consent_ledger l WHERE l.user_id = $1 AND l.purpose = t.purpose AND l.withdrawn_at IS NULL
                 AND l.text_sha256 = t.text_sha256) AS agreed_current
 FROM (${CURRENT_TEXTS_SQL}) t
WHERE $2::text[] IS NULL OR t.purpose = ANY($2::text[])

-- src/consents/consent-text-rows.ts: CURRENT_TEXTS_SQL
SELECT DISTINCT ON (purpose) text_sha256, purpose, version, text, published_at, published_by
FROM consent_texts ORDER BY purpose, published_at DESC, version DESC

-- src/consents/consent-texts.service.ts: ConsentTextsService.list
SELECT c.text_sha256, c.purpose, c.version, c.text, c.published_at,
      CASE WHEN u.id IS NULL THEN NULL ELSE trim(coalesce(u.title_name, '') || u.first_name || ' ' || u.last_name) END AS published_by,
      c.text_sha256 IN (SELECT text_sha256 FROM (${CURRENT_TEXTS_SQL}) cur) AS current
 FROM consent_texts c LEFT JOIN users u ON u.id = c.published_by
ORDER BY c.purpose, c.published_at DESC, c.version DESC

-- src/consents/consent-texts.service.ts: ConsentTextsService.publish
SELECT pg_advisory_xact_lock(hashtext('consent_texts'))

-- src/consents/consent-texts.service.ts: ConsentTextsService.publish
SELECT text_sha256 = $1 AS same_text FROM consent_texts WHERE text_sha256 = $1 OR (purpose = $2 AND version = $3) ORDER BY 1 DESC LIMIT 1

-- src/consents/consent-texts.service.ts: ConsentTextsService.publish
INSERT INTO consent_texts (text_sha256, purpose, version, text, published_at, published_by)
SELECT $1, $2, $3, $4, greatest($5::timestamptz, max(published_at) + interval '1 millisecond'), $6 FROM consent_texts

-- src/consents/demo-consents.ts: seedDemoConsents
INSERT INTO consent_ledger (user_id, purpose, text_sha256, channel)
SELECT u.id, 'registration', t.text_sha256, 'staff_paper'
  FROM users u, (${CURRENT_TEXTS_SQL}) t
 WHERE t.purpose = 'registration' AND u.role IS NULL AND u.id_card = ANY($1::text[])
   AND NOT EXISTS (SELECT 1 FROM consent_ledger l WHERE l.user_id = u.id AND l.purpose = 'registration')

-- src/consents/my-consents.service.ts: MyConsentsService.mine
SELECT l.id, l.purpose, t.version, l.text_sha256, l.given_at, l.channel, l.signature_sha256, l.subject_name, l.withdrawn_at
 FROM consent_ledger l JOIN consent_texts t ON t.text_sha256 = l.text_sha256
WHERE l.user_id = $1 ORDER BY l.given_at DESC, l.id

-- src/consents/my-consents.service.ts: MyConsentsService.agree
SELECT * FROM (${CURRENT_TEXTS_SQL}) t WHERE t.purpose = $1

-- src/consents/my-consents.service.ts: MyConsentsService.lockPerson
SELECT 1 FROM users WHERE id = $1 FOR UPDATE

-- src/consents/withdrawn-sql.ts: withdrawnSql
(EXISTS (SELECT 1 FROM consent_ledger cl WHERE cl.user_id = ${userColumn} AND cl.purpose = '${purpose}' AND cl.withdrawn_at IS NOT NULL)
AND NOT EXISTS (SELECT 1 FROM consent_ledger cl WHERE cl.user_id = ${userColumn} AND cl.purpose = '${purpose}' AND cl.withdrawn_at IS NULL))

-- src/deactivation/deactivation.service.ts: DeactivationService.deactivate
SELECT role, deactivated_at, line_user_id FROM users WHERE id = $1 FOR UPDATE

-- src/deactivation/deactivation.service.ts: DeactivationService.deactivate
DELETE FROM consents WHERE user_id = $1

-- src/deactivation/deactivation.service.ts: DeactivationService.deactivate
DELETE FROM consent_ledger WHERE user_id = $1

-- src/deactivation/deactivation.service.ts: DeactivationService.closeAccount
UPDATE users SET
  deactivated_at = now(),
  deactivated_identity = CASE WHEN $2 THEN NULL ELSE jsonb_strip_nulls(jsonb_build_object(
    'idCard', id_card, 'hn', hn, 'email', email, 'username', username, 'lineUserId', line_user_id)) END,
  is_active = 0, line_user_id = NULL, id_card = NULL, hn = NULL, email = NULL, username = NULL, password_hash = NULL,
  first_name = CASE WHEN $2 THEN '' ELSE first_name END,
  last_name = CASE WHEN $2 THEN '' ELSE last_name END,
  title_name = CASE WHEN $2 THEN NULL ELSE title_name END,
  title_key = CASE WHEN $2 THEN NULL ELSE title_key END,
  gender_key = CASE WHEN $2 THEN NULL ELSE gender_key END,
  birth_date = CASE WHEN $2 THEN NULL ELSE birth_date END,
  phone = CASE WHEN $2 THEN NULL ELSE phone END,
  registry_address = CASE WHEN $2 THEN NULL ELSE registry_address END,
  updated_at = now()
WHERE id = $1

-- src/demo/demo-seeder.ts: DemoSeeder.seed
SELECT 1 FROM users WHERE lower(email) = lower($1) OR id_card = $2

-- src/demo/demo-seeder.ts: DemoSeeder.seed
UPDATE users SET hn = $2 WHERE id_card = $1 AND role IS NULL AND hn IS NULL
AND NOT EXISTS (SELECT 1 FROM users WHERE hn = $2)

-- src/demo/demo-seeder.ts: DemoSeeder.seed
INSERT INTO users (email, id_card, password_hash, role, is_active, title_name, first_name, last_name, phone, hn)
VALUES ($1, $2, $3, $4, 1, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id

-- src/line/line-follows.ts: LineFollows.personOf
SELECT u.id, trim(coalesce(u.title_name, '') || u.first_name || ' ' || u.last_name) AS full_name
 FROM users u
WHERE u.line_user_id = $1 AND u.role IS NULL AND u.deactivated_at IS NULL AND u.is_active = 1

-- src/line/line-follows.ts: LineFollows.setFollowing
UPDATE users
  SET line_unfollowed_at = CASE WHEN $2::boolean THEN NULL ELSE coalesce(line_unfollowed_at, now()) END
WHERE line_user_id = $1
RETURNING id

-- src/line/line-recipients.ts: LineRecipients.constructor
SELECT u.id, u.line_user_id, ${withdrawnSql('line_messages', 'u.id')} AS withdrawn, u.line_unfollowed_at IS NOT NULL AS unreachable
FROM users u WHERE u.id = ANY($1::uuid[])

-- src/login/login.service.ts: LoginService.findByLogin (TypeORM query builder, as written)
-- this.dataSource.getRepository(User).createQueryBuilder('u')

-- src/patient-access/identity-patient-access.ts: IdentityPatientAccess.condition
(${own} OR EXISTS (SELECT 1 FROM users pa_u WHERE pa_u.id = ${userColumn} AND pa_u.deactivated_at IS NULL
AND NOT ${withdrawnSql('network_sharing', 'pa_u.id')}))

-- src/patient-access/identity-patient-access.ts: IdentityPatientAccess.canSee
SELECT 1 WHERE ${this.condition(viewer, '$1::uuid', bindTo(params))}

-- src/patient-access/identity-patient-access.ts: IdentityPatientAccess.visibleHns
SELECT x.id, x.hn AS hn FROM users x WHERE x.hn = ANY($1::text[])
UNION ALL
SELECT x.id, x.deactivated_identity->>'hn' AS hn FROM users x
 WHERE x.deactivated_at IS NOT NULL AND x.deactivated_identity->>'hn' = ANY($1::text[])
   AND NOT EXISTS (SELECT 1 FROM users a WHERE a.hn = x.deactivated_identity->>'hn')

-- src/patient-access/identity-patient-access.ts: IdentityPatientAccess.visibleHns
SELECT w.hn FROM unnest($1::text[]) AS w(hn)
WHERE NOT EXISTS (SELECT 1 FROM (${holders}) h WHERE h.hn = w.hn AND NOT ${condition})
  AND (${kindOf(viewer) === 'patient' ? 'EXISTS (SELECT 1 FROM (' + holders + ') h WHERE h.hn = w.hn AND ' + condition + ')' : 'TRUE'})

-- src/patient-access/identity-patient-access.ts: IdentityPatientAccess.visibleHns
EXISTS (SELECT 1 FROM (${holders}) h WHERE h.hn = w.hn AND ${condition})

-- src/people/account-commands.ts: AccountCommands.setHnIfNone
WITH written AS (UPDATE users SET hn = $2, updated_at = now() WHERE id = $1 AND hn IS NULL RETURNING id)
SELECT id FROM written

-- src/people/account-commands.ts: AccountCommands.fillDemoProfile
UPDATE users SET title_key = COALESCE(title_key, $2), gender_key = COALESCE(gender_key, $3),
      birth_date = COALESCE(birth_date, $4), registered_via = COALESCE(registered_via, 'seed')
WHERE id = $1

-- src/people/people-directory.ts: PERSON_COLUMNS
u.id, trim(coalesce(u.title_name, '') || u.first_name || ' ' || u.last_name) AS full_name,
u.title_name, u.first_name, u.last_name, u.role, u.hn, u.phone, u.id_card, u.line_user_id, u.line_unfollowed_at IS NOT NULL AS line_unfollowed, u.is_active,
u.deactivated_at IS NOT NULL AS deactivated

-- src/people/people-directory.ts: PERSON_SELECT
SELECT ${PERSON_COLUMNS} FROM users u

-- src/people/people-directory.ts: PeopleDirectory.namesOf
${PERSON_SELECT} WHERE u.id = ANY($1::uuid[])

-- src/people/people-directory.ts: PeopleDirectory.findUserIDs
${fullName} ILIKE ${bind(query.nameLike)}

-- src/people/people-directory.ts: PeopleDirectory.findUserIDs
coalesce(u.email, '') ILIKE ${bind(query.emailLike)}

-- src/people/people-directory.ts: PeopleDirectory.findUserIDs
(${fullName} ILIKE ${p} OR (u.first_name || ' ' || u.last_name) ILIKE ${p}
OR coalesce(u.hn, '') ILIKE ${p} OR coalesce(u.phone, '') ILIKE ${p} OR coalesce(u.id_card, '') ILIKE ${p})

-- src/people/people-directory.ts: PeopleDirectory.findUserIDs
SELECT u.id FROM users u WHERE ${any.join(' OR ')} ORDER BY u.id

-- src/people/people-directory.ts: PeopleDirectory.byIdCard
${PERSON_SELECT} WHERE u.id_card = $1

-- src/people/people-directory.ts: PeopleDirectory.ofRoles
${PERSON_SELECT} WHERE u.role = ANY($1::text[]) AND ($2::boolean IS NOT TRUE OR u.is_active = 1) ORDER BY u.first_name, u.last_name

-- src/people/people-directory.ts: PeopleDirectory.searchPatients
SELECT ${PERSON_COLUMNS}, page.total
 FROM (SELECT m.id, m.first_name, m.last_name, count(*) OVER () AS total
         FROM users m
        WHERE m.role IS NULL AND m.deactivated_at IS NULL AND m.search_text LIKE $1 AND ${visible}
        ORDER BY m.first_name, m.last_name, m.id
        LIMIT $2 OFFSET $3) page
 JOIN users u ON u.id = page.id
ORDER BY page.first_name, page.last_name, page.id

-- src/people/people-directory.ts: PeopleDirectory.searchPatients
SELECT count(*)::int AS n FROM users u WHERE u.role IS NULL AND u.deactivated_at IS NULL AND u.search_text LIKE $1
AND ${this.access.condition(viewer, 'u.id', bindTo(countParams))}

-- src/people/people-directory.ts: PeopleDirectory.isActiveAccount
SELECT deactivated_at IS NOT NULL AS gone FROM users WHERE id = $1

-- src/personal-data/identity-personal-data.ts: IdentityPersonalData.export
SELECT * FROM users WHERE id = $1

-- src/personal-data/identity-personal-data.ts: IdentityPersonalData.export
SELECT id, text_version, text_sha256, signed_at, signature_sha256, channel, ip, user_agent FROM consents WHERE user_id = $1 ORDER BY signed_at DESC

-- src/personal-data/identity-personal-data.ts: IdentityPersonalData.export
SELECT l.id, l.purpose, t.version, l.text_sha256, l.given_at, l.channel, l.signature_sha256, l.subject_name, l.withdrawn_at
 FROM consent_ledger l JOIN consent_texts t ON t.text_sha256 = l.text_sha256
WHERE l.user_id = $1 ORDER BY l.given_at DESC

-- src/personal-data/personal-data-export.ts: PersonalDataExportService.export
SELECT id_card, role FROM users WHERE id = $1

-- src/registration/registration.service.ts: RegistrationService.registerOnWeb (TypeORM query builder, as written)
-- m.createQueryBuilder(User, 'u').where('u.id_card = :idCard', { idCard }).orWhere('lower(u.username) = lower(:username)', { username }).orWhere('lower(u.email) = lower(:email)', { email }).orWhere(lineUserId ? 'u.line_user_id = :lineUserId' : 'false', { lineUserId }).getMany()
