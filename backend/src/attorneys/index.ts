// The public surface of attorneys/ (docs/architecture.md, rule 3): other contexts import from here, from its
// *.events.ts or its *.command.ts, never from its other files. Add an export when another context needs one.

export { directoryEmails } from './directory/directory-emails';
