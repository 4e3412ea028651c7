-- The SQL of libs/notifications, written by `npm run sql:write` (scripts/sql-queries.ts). Do not edit: change the code and run it again.
-- test/sql-queries.spec.ts fails when this file is stale; after running the command, review its diff with the code's.
--
-- Every string or template literal of libs/notifications/src that reads as SQL (a statement, what a .query() call is given, or a
-- fragment such as a WHERE clause or a column list), migrations and specs left out, in file order, each under
-- "-- <file, from src/>: <function or member it is in>". ${...} is an interpolation, written as its expression.
-- Whitespace is normalised (indentation relative to the statement, single spaces), so reformatting code changes nothing here.
-- TypeORM: a query-builder chain is listed as the calls written, commented out (its SQL depends on entity metadata
-- known only at run time, so it is not rendered); repository calls (find, save, update...) are not listed.

-- src/deliveries/line-deliveries.ts: LineDeliveries.record
INSERT INTO line_messages (${LINE_MESSAGE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)

-- src/deliveries/line-delivery-batch.ts: LineDeliveryBatch.constructor
INSERT INTO line_messages (${LINE_MESSAGE_COLUMNS})
SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])

-- src/deliveries/line-delivery-reads.ts: LineDeliveryReads.ofPerson
SELECT at, kind, about, result FROM line_messages WHERE user_id = $1 ORDER BY at DESC, id DESC LIMIT $2

-- src/deliveries/line-delivery-reads.ts: LineDeliveryReads.thisMonth
SELECT to_char(now() AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM') AS month, m.kind, m.result, count(m.id)::int AS n
 FROM (SELECT 1) one
 LEFT JOIN line_messages m ON m.at >= ${THIS_MONTH}
GROUP BY m.kind, m.result

-- src/deliveries/line-messages-deactivation.handler.ts: LineMessagesOnDeactivation.react
DELETE FROM line_messages WHERE user_id = $1

-- src/personal-data/notifications-personal-data.ts: NotificationsPersonalData.export
SELECT * FROM line_messages WHERE user_id = $1 ORDER BY at DESC

-- src/reminders/reminder-claims.ts: ReminderClaims.prune
DELETE FROM reminder_sends WHERE sent_at < now() - make_interval(days => $1)

-- src/reminders/reminder-claims.ts: ReminderClaims.remindOnce
INSERT INTO reminder_sends (ref, lead_key) SELECT $1, k FROM unnest($2::text[]) AS k
ON CONFLICT (ref, lead_key) DO NOTHING RETURNING lead_key

-- src/reminders/reminder-rules.store.ts: ReminderRules.leadsByKind
SELECT kind, leads FROM reminder_rules

-- src/reminders/reminder-rules.store.ts: ReminderRules.save
INSERT INTO reminder_rules (kind, leads, updated_by) VALUES ($1, $2::jsonb, $3)
ON CONFLICT (kind) DO UPDATE SET leads = EXCLUDED.leads, updated_by = EXCLUDED.updated_by, updated_at = now()

-- src/sends/notification-sends.ts: NotificationSends.pushOnce
INSERT INTO notification_sends (key) VALUES ($1) ON CONFLICT (key) DO NOTHING RETURNING key

-- src/webhook/line-webhook-events.ts: LineWebhookEvents.recordNew
INSERT INTO line_webhook_events (webhook_event_id, type, line_user_id, redelivered)
VALUES ($1, $2, $3, $4)
ON CONFLICT (webhook_event_id) DO NOTHING
RETURNING webhook_event_id

-- src/webhook/line-webhook-events.ts: LineWebhookEvents.claim
UPDATE line_webhook_events SET handled_at = now()
WHERE webhook_event_id = $1 AND handled_at IS NULL
RETURNING webhook_event_id

-- src/webhook/line-webhook-events.ts: LineWebhookEvents.release
UPDATE line_webhook_events SET handled_at = NULL WHERE webhook_event_id = $1 AND reply IS NULL

-- src/webhook/line-webhook-events.ts: LineWebhookEvents.keepReply
UPDATE line_webhook_events SET reply = $2 WHERE webhook_event_id = $1 AND replied_at IS NULL

-- src/webhook/line-webhook-events.ts: LineWebhookEvents.lockUnsentReply
SELECT reply FROM line_webhook_events WHERE webhook_event_id = $1 AND replied_at IS NULL AND reply IS NOT NULL FOR UPDATE

-- src/webhook/line-webhook-events.ts: LineWebhookEvents.markReplied
UPDATE line_webhook_events SET replied_at = now() WHERE webhook_event_id = $1
