CREATE INDEX "sms_outbox_mobile_idx" ON "sms_outbox" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "users_nick_name_trgm" ON "users" USING gin ("nick_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_trgm" ON "users" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");