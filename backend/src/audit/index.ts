// The public surface of audit/ (docs/architecture.md, rule 3): other contexts import from here, from its
// *.events.ts or its *.command.ts, never from its other files. Its read models are read through here.
export { AUDIT_LOOKUPS_VIEW } from './read-models/audit-lookups/audit-lookups.projection';
